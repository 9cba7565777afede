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
  useMessageStore,
  useSessionStore,
} from '@museum/shared';
import { registerGuest } from '@museum/shared/api';
import {
  customerDraft,
  customerFieldRules,
  type FieldErrors,
  guestFieldErrors,
  hasFieldErrors,
  initialCustomerForm,
  withReturnTo,
} from '@museum/shared/domain';
import type { CustomerAttr, CustomerInput } from '@museum/shared/wire';
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

const PARTS: readonly CustomerFormPart[] = ['credentials', 'details', 'billing', 'shipping'];

/**
 * SPEC §2 `/…/register-guest`: a visitor orders without an account. Billing information, the invoice choice
 * and an optional shipping address; afterwards the visitor holds a guest's token and goes back to checkout.
 */
export function GuestRegistrationPage() {
  const { t } = useTranslation('account');
  const data = useLoaderData<CustomerAttributesData>();
  const language = useLanguage();
  const guests = useConfigStore((state) => state.derived.hasGuestRegistration);
  const jwt = useSessionStore((state) => state.jwt);
  const signedIn = useCustomerStore((state) => selectIsRegisteredUser(state, jwt));
  const messageText = useMessageText();
  let content: ReactNode;
  if (!guests)
    content = <Notice tone="info">{messageText(errorMessage('GUEST_REGISTRATION_DISABLED'))}</Notice>;
  else if (signedIn)
    content = (
      <Notice tone="info">
        {t('guest.alreadySignedIn')} <Link to={href('checkout', {}, language)}>{t('guest.toCheckout')}</Link>
      </Notice>
    );
  else if (data.status === 'failed') content = <LoadFailure />;
  else content = <GuestForm attr={data.attr} />;
  return (
    <section className={styles.page}>
      <PageTitle>{t('guest.title')}</PageTitle>
      {content}
    </section>
  );
}

function GuestForm({ attr }: { attr: CustomerAttr }) {
  const { t } = useTranslation('account');
  const language = useLanguage();
  const navigate = useNavigate();
  const target = useSignInTarget('checkout');
  const messageText = useMessageText();
  const submission = useSubmission();
  const defaultCountry = useConfigStore((state) => state.remote?.default_user_country_key);
  const registration = useConfigStore((state) => state.derived.hasUserRegistration);
  const [rules] = useState(() => customerFieldRules(attr));
  const [initial] = useState(() =>
    initialCustomerForm({ draft: useCustomerStore.getState().userForm }, attr.countries, defaultCountry),
  );
  const [failure, setFailure] = useState<unknown>(null);

  /**
   * customer/validate as auth/guest checks a guest (SPEC §5; an API that checks a registration instead refuses the
   * missing password, which guestFieldErrors ignores).
   */
  const validateGuest = (c: CustomerInput, signal?: AbortSignal): Promise<FieldErrors> =>
    validateCustomer(c, { kind: 'guest', signal });
  const form = useCustomerForm({
    kind: 'guest',
    rules,
    parts: PARTS,
    initial,
    validate: validateGuest,
    serverErrors: guestFieldErrors,
    onValuesChange: (values) => useCustomerStore.getState().setUserForm(customerDraft(values)),
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submission.run(async () => {
      setFailure(null);
      const local = form.beginSubmit();
      const c = form.request();
      try {
        // SPEC §5: every error at once, the server's beside the shop's own. A check that cannot be made (offline,
        // a limit, a server error) decides nothing: auth/guest checks the data itself.
        const server = guestFieldErrors(await validateGuest(c).catch(() => ({})));
        if (hasFieldErrors(local) || hasFieldErrors(server)) {
          form.showErrors(server);
          return;
        }
        const jwt = await registerGuest(c);
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
      useMessageStore.getState().showToast({ key: 'account:toasts.GUEST_REGISTERED' });
      navigate(target.take(), { replace: true });
      return 'leave';
    });
  };

  return (
    <form ref={form.formRef} onSubmit={submit} noValidate aria-busy={submission.busy}>
      <p>{t('guest.lead')}</p>
      <p>{t('form.requiredNote')}</p>
      <FormErrorSummary errors={form.submitted ? form.shownErrors : {}} shownFields={form.fieldOrder} />
      {failure !== null && <Notice tone="danger">{messageText(describeApiError(failure))}</Notice>}
      <CustomerFields
        form={form}
        kind="guest"
        rules={rules}
        parts={PARTS}
        salutations={attr.salutations}
        countries={attr.countries}
      />
      <SubmitButton busy={submission.busy} busyLabel={t('guest.busy')}>
        {t('guest.submit')}
      </SubmitButton>
      {/* SPEC §6: no login link where the museum has no registration. */}
      {registration && (
        <p className={styles.actions}>
          {t('guest.haveAccount')}{' '}
          <Link to={withReturnTo(href('login', {}, language), target.returnTo)}>{t('guest.toLogin')}</Link>
        </p>
      )}
    </form>
  );
}
