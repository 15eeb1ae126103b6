import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PublicLayout } from '../ui/PublicLayout';

/** Spec 000 §2: a static mock-up; accounts are created by the IT team, so nothing is submitted. */
export function RegisterPage() {
  const { t } = useTranslation();
  return (
    <PublicLayout>
      <h1>{t('register.title')}</h1>
      <p className="atrium-muted">{t('register.intro')}</p>
      <Form layout="vertical" onFinish={() => undefined}>
        <Form.Item label={t('register.username')} name="username">
          <Input autoComplete="username" />
        </Form.Item>
        <Form.Item label={t('register.email')} name="email">
          <Input type="email" autoComplete="email" />
        </Form.Item>
        <Form.Item label={t('register.password')} name="password">
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item label={t('register.repeatPassword')} name="repeatPassword">
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block>
          {t('register.createAccount')}
        </Button>
      </Form>
      <p className="atrium-login__request">
        <Link to="/login">{t('register.haveAccount')}</Link>
      </p>
    </PublicLayout>
  );
}
