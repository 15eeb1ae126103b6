import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { type AdminUser, LOCALES, type Locale } from '@atrium/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Checkbox, Drawer, Form, Input, Select, Space } from 'antd';
import { useEffect } from 'react';
import { errorMessage } from '../app/api-error';
import { useAdministrationTranslation } from '../i18n/resources/administration';
import { useSession } from '../session/useSession';
import { adminApi } from './admin-api';
import { MembershipRoles } from './MembershipRoles';
import { useAdministeredOrganizations } from './useAdministeredOrganizations';

interface MembershipValue {
  org_id?: number;
  role_ids?: number[];
}

interface UserFormValues {
  name: string;
  email: string;
  job_title?: string;
  locale: Locale;
  is_super_admin?: boolean;
  memberships?: MembershipValue[];
}

interface UserFormDrawerProps {
  /** The user to edit, or `null` to create one; the drawer is closed when `open` is false. */
  user: AdminUser | null;
  open: boolean;
  onClose: () => void;
}

function memberships(values: UserFormValues) {
  return (values.memberships ?? []).flatMap((m) =>
    m.org_id === undefined ? [] : [{ org_id: m.org_id, role_ids: m.role_ids ?? [] }],
  );
}

/** Saves an edited user: their own fields, then each membership added, changed or removed. */
async function saveUser(user: AdminUser, values: UserFormValues, superAdmin: boolean): Promise<AdminUser> {
  let saved = await adminApi.updateUser(user.id, {
    name: values.name,
    email: values.email,
    job_title: values.job_title?.trim() ? values.job_title.trim() : null,
    locale: values.locale,
    ...(superAdmin ? { is_super_admin: values.is_super_admin ?? false } : {}),
  });
  const wanted = memberships(values);
  for (const m of wanted) {
    const before = user.memberships.find((old) => old.org_id === m.org_id);
    const same = before && [...before.role_ids].sort().join() === [...m.role_ids].sort().join();
    if (!same) saved = await adminApi.putMembership(user.id, m.org_id, m.role_ids);
  }
  for (const old of user.memberships) {
    if (!wanted.some((m) => m.org_id === old.org_id)) {
      saved = await adminApi.deleteMembership(user.id, old.org_id);
    }
  }
  return saved;
}

/** Creates or edits a person: name, e-mail, job title, language and their organizations with roles. */
export function UserFormDrawer({ user, open, onClose }: UserFormDrawerProps) {
  const { t } = useAdministrationTranslation();
  const { message } = App.useApp();
  const { profile } = useSession();
  const superAdmin = profile?.is_super_admin ?? false;
  const queryClient = useQueryClient();
  const organizations = useAdministeredOrganizations();
  const [form] = Form.useForm<UserFormValues>();
  const chosenOrgs = Form.useWatch('memberships', form) ?? [];

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(
      user
        ? {
            name: user.name,
            email: user.email,
            job_title: user.job_title ?? '',
            locale: (LOCALES as readonly string[]).includes(user.locale) ? (user.locale as Locale) : 'en',
            is_super_admin: user.is_super_admin,
            memberships: user.memberships.map((m) => ({ org_id: m.org_id, role_ids: m.role_ids })),
          }
        : { locale: 'en', memberships: [{}] },
    );
  }, [open, user, form]);

  const save = useMutation({
    mutationFn: async (values: UserFormValues) =>
      user
        ? saveUser(user, values, superAdmin)
        : adminApi.createUser({
            name: values.name,
            email: values.email,
            job_title: values.job_title?.trim() ? values.job_title.trim() : null,
            locale: values.locale,
            ...(superAdmin ? { is_super_admin: values.is_super_admin ?? false } : {}),
            memberships: memberships(values),
          }),
    onSuccess: (saved) => {
      void message.success(
        t(user ? 'administration.userForm.saved' : 'administration.userForm.created', saved),
      );
      void queryClient.invalidateQueries({ queryKey: ['administration', 'users'] });
      onClose();
    },
  });

  const required = { required: true, message: t('administration.userForm.required') };
  const orgOptions = (organizations.data ?? []).map((org) => ({
    value: org.id,
    label: `${org.code} · ${org.name}`,
  }));

  return (
    <Drawer
      open={open}
      onClose={onClose}
      width={560}
      destroyOnHidden
      title={
        user
          ? t('administration.userForm.editTitle', { name: user.name })
          : t('administration.userForm.createTitle')
      }
      extra={
        <Space>
          <Button onClick={onClose}>{t('administration.userForm.cancel')}</Button>
          <Button type="primary" loading={save.isPending} onClick={() => form.submit()}>
            {t('administration.userForm.save')}
          </Button>
        </Space>
      }
    >
      {save.isError ? (
        <Alert type="error" showIcon message={errorMessage(save.error)} style={{ marginBottom: 16 }} />
      ) : null}
      <Form<UserFormValues> form={form} layout="vertical" onFinish={(values) => save.mutate(values)}>
        <Form.Item name="name" label={t('administration.userForm.name')} rules={[required]}>
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item
          name="email"
          label={t('administration.userForm.email')}
          rules={[required, { type: 'email', message: t('administration.userForm.invalidEmail') }]}
        >
          <Input maxLength={254} />
        </Form.Item>
        <Form.Item name="job_title" label={t('administration.userForm.jobTitle')}>
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item name="locale" label={t('administration.userForm.locale')} rules={[required]}>
          <Select options={LOCALES.map((locale) => ({ value: locale, label: t(`languages.${locale}`) }))} />
        </Form.Item>
        {superAdmin ? (
          <Form.Item name="is_super_admin" valuePropName="checked">
            <Checkbox>{t('administration.userForm.superAdmin')}</Checkbox>
          </Form.Item>
        ) : null}
        <Form.Item label={t('administration.userForm.memberships')}>
          <Form.List name="memberships">
            {(fields, { add, remove }) => (
              <Space direction="vertical" style={{ width: '100%' }}>
                {fields.map((field, index) => (
                  <Space key={field.key} align="start" wrap>
                    <Form.Item name={[field.name, 'org_id']} rules={[required]} noStyle={false}>
                      <Select
                        aria-label={t('administration.userForm.organization')}
                        placeholder={t('administration.userForm.chooseOrganization')}
                        options={orgOptions.filter(
                          (option) =>
                            option.value === chosenOrgs[index]?.org_id ||
                            !chosenOrgs.some((m) => m?.org_id === option.value),
                        )}
                        loading={organizations.isLoading}
                        onChange={() => form.setFieldValue(['memberships', field.name, 'role_ids'], [])}
                        style={{ width: 200 }}
                      />
                    </Form.Item>
                    <Form.Item name={[field.name, 'role_ids']}>
                      <MembershipRoles
                        orgId={chosenOrgs[index]?.org_id}
                        label={t('administration.userForm.roles')}
                      />
                    </Form.Item>
                    <Button
                      icon={<DeleteOutlined />}
                      aria-label={t('administration.userForm.removeMembership')}
                      title={t('administration.userForm.removeMembership')}
                      onClick={() => remove(field.name)}
                    />
                  </Space>
                ))}
                <Button icon={<PlusOutlined />} onClick={() => add({})}>
                  {t('administration.userForm.addMembership')}
                </Button>
              </Space>
            )}
          </Form.List>
        </Form.Item>
      </Form>
    </Drawer>
  );
}
