import { LOCALES, type Locale } from '@atrium/core';
import { Alert, App, Button, Card, Form, Input, Popconfirm, Space, Table, Tabs, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../app/api-error';
import { useStaticPagesTranslation } from '../i18n/resources/static-pages';
import { usePageTitle } from '../shell/usePageTitle';
import { PageBodyEditor } from './PageBodyEditor';
import { draftOf, emptyDraft, isPageSlug, type PageDraft, pageInputOf } from './page-form';
import { useDeletePage, usePageList, usePageTranslations, useSavePage } from './pages-api';

/** Which page the editor holds: a saved one by its address, or a new one. */
type Editing = { slug: string; isNew: boolean } | null;

/** /superadmin/pages: the platform's static pages, each written in rich text per language. */
export function StaticPagesAdminPage() {
  const { t, i18n } = useStaticPagesTranslation();
  usePageTitle(t('staticPages.title'));
  const pages = usePageList(i18n.language as Locale);
  const [editing, setEditing] = useState<Editing>(null);
  return (
    <section className="atrium-page">
      <Typography.Title level={1}>{t('staticPages.title')}</Typography.Title>
      <Card
        extra={
          <Button type="primary" onClick={() => setEditing({ slug: '', isNew: true })}>
            {t('staticPages.newPage')}
          </Button>
        }
      >
        {pages.error ? <Alert type="error" showIcon title={errorMessage(pages.error)} /> : null}
        <Table
          rowKey="slug"
          loading={pages.isPending}
          dataSource={pages.data ?? []}
          pagination={false}
          aria-label={t('staticPages.title')}
          locale={{ emptyText: t('staticPages.noPages') }}
          columns={[
            { title: t('staticPages.slug'), dataIndex: 'slug' },
            { title: t('staticPages.pageTitle'), dataIndex: 'title' },
            {
              title: t('staticPages.languages'),
              dataIndex: 'locales',
              render: (locales: Locale[]) =>
                locales.map((l) => <Tag key={l}>{t(`staticPages.locale.${l}`)}</Tag>),
            },
            {
              title: '',
              key: 'actions',
              render: (_, row) => (
                <Space>
                  <Button onClick={() => setEditing({ slug: row.slug, isNew: false })}>
                    {t('staticPages.edit')} {row.slug}
                  </Button>
                  <Link to={`/userzone/pages/${row.slug}`}>{t('staticPages.view')}</Link>
                </Space>
              ),
            },
          ]}
        />
      </Card>
      {editing ? (
        <PageEditor key={editing.slug || 'new'} editing={editing} onDone={() => setEditing(null)} />
      ) : null}
    </section>
  );
}

function PageEditor({ editing, onDone }: { editing: NonNullable<Editing>; onDone: () => void }) {
  const { t } = useStaticPagesTranslation();
  const { message } = App.useApp();
  const saved = usePageTranslations(editing.isNew ? undefined : editing.slug);
  const save = useSavePage();
  const remove = useDeletePage();
  const [slug, setSlug] = useState(editing.slug);
  const [draft, setDraft] = useState<PageDraft>(emptyDraft);
  useEffect(() => {
    if (saved.data) setDraft(draftOf(saved.data.translations));
  }, [saved.data]);
  const change = (locale: Locale, part: 'title' | 'body', value: string) =>
    setDraft((current) => ({ ...current, [locale]: { ...current[locale], [part]: value } }));
  const slugValid = isPageSlug(slug);
  const failure = save.error ?? remove.error ?? saved.error;

  const onSave = () =>
    save.mutate(
      { slug, input: pageInputOf(draft) },
      {
        onSuccess: () => {
          message.success(t('staticPages.saved'));
          onDone();
        },
      },
    );

  return (
    <Card
      title={editing.isNew ? t('staticPages.newPage') : editing.slug}
      className="atrium-static-page-editor"
    >
      {failure ? <Alert type="error" showIcon title={errorMessage(failure)} /> : null}
      <Form layout="vertical" onFinish={onSave}>
        {editing.isNew ? (
          <Form.Item
            label={t('staticPages.slug')}
            htmlFor="static-page-slug"
            validateStatus={slug === '' || slugValid ? undefined : 'error'}
            help={
              slug !== '' && !slugValid
                ? t('staticPages.slugInvalid')
                : t('staticPages.slugHelp', { slug: slug || '…' })
            }
          >
            <Input
              id="static-page-slug"
              value={slug}
              onChange={(event) => setSlug(event.target.value.trim())}
            />
          </Form.Item>
        ) : null}
        <Tabs
          items={LOCALES.map((locale) => ({
            key: locale,
            label: t(`staticPages.locale.${locale}`),
            children: (
              <div dir={locale === 'ar' || locale === 'ur' ? 'rtl' : 'ltr'} lang={locale}>
                <Typography.Paragraph type="secondary">
                  {locale === 'en' ? t('staticPages.englishRequired') : t('staticPages.optionalLanguage')}
                </Typography.Paragraph>
                <Form.Item
                  label={t('staticPages.pageTitle')}
                  htmlFor={`static-page-title-${locale}`}
                  required={locale === 'en'}
                >
                  <Input
                    id={`static-page-title-${locale}`}
                    value={draft[locale].title}
                    onChange={(event) => change(locale, 'title', event.target.value)}
                  />
                </Form.Item>
                <Form.Item
                  label={t('staticPages.body')}
                  htmlFor={`static-page-body-${locale}`}
                  required={locale === 'en'}
                >
                  <PageBodyEditor
                    id={`static-page-body-${locale}`}
                    label={`${t('staticPages.body')} (${t(`staticPages.locale.${locale}`)})`}
                    value={draft[locale].body}
                    onChange={(html) => change(locale, 'body', html)}
                  />
                </Form.Item>
              </div>
            ),
          }))}
        />
        <Space>
          <Button type="primary" htmlType="submit" loading={save.isPending} disabled={!slugValid}>
            {t('staticPages.save')}
          </Button>
          {editing.isNew ? null : (
            <Popconfirm
              title={t('staticPages.deleteConfirm')}
              onConfirm={() =>
                remove.mutate(editing.slug, {
                  onSuccess: () => {
                    message.success(t('staticPages.deleted'));
                    onDone();
                  },
                })
              }
            >
              <Button danger>{t('staticPages.delete')}</Button>
            </Popconfirm>
          )}
        </Space>
      </Form>
    </Card>
  );
}
