import {
  ApiError,
  describeApiError,
  errorMessage,
  href,
  Notice,
  PageTitle,
  selectIsRegisteredUser,
  useConfigStore,
  useCustomerStore,
  useLanguage,
  useSessionStore,
} from '@museum/shared';
import {
  customerDraft,
  customerFieldRules,
  hasFieldErrors,
  initialCustomerForm,
  withReturnTo,
} from '@museum/shared/domain';
import type { CustomerAttr } from '@museum/shared/wire';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData, useNavigate } from 'react-router';
import { startSession } from '../../../api/start-session';
import { validateCustomer } from '../../../api/validate-customer';
import { CustomerFields } from '../../../lib/customer-form/customer-fields';
import type { CustomerAttributesData } from '../../../lib/customer-form/use-customer-attributes';
import { type CustomerFormPart, useCustomerForm } from '../../../lib/customer-form/use-customer-form';
import { FormErrorSummary } from '../../../lib/form/form-error-summary';
import { SubmitButton } from '../../../lib/form/submit-button';
import { useMessageText } from '../../../lib/form/use-field-messages';
import { useSubmission } from '../../../lib/form/use-submission';
import styles from '../../../lib/ui/account-page.module.css';
import { LoadFailure } from '../../../lib/ui/load-failure';
import { useSignInTarget } from '../../../lib/use-sign-in-target';
import { registerCustomer } from '../api/register-customer';

const PARTS: readonly CustomerFormPart[] = ['credentials', 'details', 'billing', 'shipping'];

/** SPEC §2 `/…/register`: a new customer account, the museum's registration switched on. */
export function RegistrationPage() {
  const { t } = useTranslation('account');
  const data = useLoaderData<CustomerAttributesData>();
  const language = useLanguage();
  const registration = useConfigStore((state) => state.derived.hasUserRegistration);
  const jwt = useSessionStore((state) => state.jwt);
  const signedIn = useCustomerStore((state) => selectIsRegisteredUser(state, jwt));
  const messageText = useMessageText();
  let content: ReactNode;
  if (!registration)
    content = <Notice tone="info">{messageText(errorMessage('REGISTRATION_DISABLED'))}</Notice>;
  else if (signedIn)
    content = (
      <Notice tone="info">
        {t('register.alreadySignedIn')}{' '}
        <Link to={href('settings', {}, language)}>{t('login.toSettings')}</Link>
      </Notice>
    );
  else if (data.status === 'failed') content = <LoadFailure />;
  else content = <RegistrationForm attr={data.attr} />;
  return (
    <section className={styles.page}>
      <PageTitle>{t('register.title')}</PageTitle>
      {content}
    </section>
  );
}

function RegistrationForm({ attr }: { attr: CustomerAttr }) {
  const { t } = useTranslation('account');
  const language = useLanguage();
  const navigate = useNavigate();
  const target = useSignInTarget();
  const messageText = useMessageText();
  const submission = useSubmission();
  const defaultCountry = useConfigStore((state) => state.remote?.default_user_country_key);
  const [rules] = useState(() => customerFieldRules(attr));
  const [initial] = useState(() =>
    initialCustomerForm({ draft: useCustomerStore.getState().userForm }, attr.countries, defaultCountry),
  );
  const [failure, setFailure] = useState<unknown>(null);
  const form = useCustomerForm({
    kind: 'registration',
    rules,
    parts: PARTS,
    initial,
    validate: (c, signal) => validateCustomer(c, { kind: 'registration', signal }),
    onValuesChange: (values) => useCustomerStore.getState().setUserForm(customerDraft(values)),
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submission.run(async () => {
      setFailure(null);
      const local = form.beginSubmit();
      const c = form.request();
      try {
        if (hasFieldErrors(local)) {
          // SPEC §5: every error at once — the server's (an e-mail already taken) beside the shop's own.
          form.showErrors(await validateCustomer(c, { kind: 'registration' }).catch(() => ({})));
          return;
        }
        const jwt = await registerCustomer(c);
        await startSession(jwt);
      } catch (error) {
        if (error instanceof ApiError && error.status === 422 && hasFieldErrors(error.fieldErrors)) {
          form.showErrors(error.fieldErrors);
        } else {
          setFailure(error);
        }
        return;
      }
      useCustomerStore.getState().clearUserForm();
      navigate(withReturnTo(href('registerSuccess', {}, language), target.returnTo));
      return 'leave';
    });
  };

  return (
    <form ref={form.formRef} onSubmit={submit} noValidate aria-busy={submission.busy}>
      <p>{t('form.requiredNote')}</p>
      <FormErrorSummary errors={form.submitted ? form.shownErrors : {}} shownFields={form.fieldOrder} />
      {failure !== null && <Notice tone="danger">{messageText(describeApiError(failure))}</Notice>}
      <CustomerFields
        form={form}
        kind="registration"
        rules={rules}
        parts={PARTS}
        salutations={attr.salutations}
        countries={attr.countries}
      />
      <SubmitButton busy={submission.busy} busyLabel={t('register.busy')}>
        {t('register.submit')}
      </SubmitButton>
      <p className={styles.actions}>
        {t('register.haveAccount')}{' '}
        <Link to={withReturnTo(href('login', {}, language), target.returnTo)}>{t('register.toLogin')}</Link>
      </p>
    </form>
  );
}
