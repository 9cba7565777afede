import {
  ApiError,
  describeApiError,
  Notice,
  useCustomerStore,
  useMessageStore,
  useSessionStore,
} from '@museum/shared';
import { saveCustomerOf } from '@museum/shared/api';
import {
  type CustomerFormValues,
  customerFieldRules,
  customerFormFrom,
  hasFieldErrors,
} from '@museum/shared/domain';
import type { Customer, CustomerAttr } from '@museum/shared/wire';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { validateCustomer } from '../../../api/validate-customer';
import { CustomerFields } from '../../../lib/customer-form/customer-fields';
import { type CustomerFormPart, useCustomerForm } from '../../../lib/customer-form/use-customer-form';
import { FormErrorSummary } from '../../../lib/form/form-error-summary';
import { SubmitButton } from '../../../lib/form/submit-button';
import { useMessageText } from '../../../lib/form/use-field-messages';
import { useSubmission } from '../../../lib/form/use-submission';
import { updateCustomer } from '../api/update-customer';
import styles from './settings-page.module.css';

/**
 * This section's part of the form over the customer's latest saved data: customer/update takes the whole
 * customer, and another section may have saved a change since this page loaded.
 */
function withPartsOf(
  values: CustomerFormValues,
  latest: CustomerFormValues,
  parts: readonly CustomerFormPart[],
): CustomerFormValues {
  const next = { ...latest };
  if (parts.includes('details')) {
    Object.assign(next, {
      salutation: values.salutation,
      fname: values.fname,
      lname: values.lname,
      company: values.company,
      phone: values.phone,
    });
  }
  if (parts.includes('billing')) {
    Object.assign(next, {
      street: values.street,
      zip: values.zip,
      city: values.city,
      country: values.country,
      sendInvoice: values.sendInvoice,
    });
  }
  if (parts.includes('shipping'))
    Object.assign(next, { sameAsBilling: values.sameAsBilling, shipping: values.shipping });
  return next;
}

/**
 * A settings section that changes the customer's data with customer/update (SPEC §7): user details and billing
 * address, or the delivery address with "same as billing". Validated as the visitor leaves a field
 * (customer/validate with the token), every error shown after a submit; USER_SETTINGS_SAVED when saved.
 */
export function CustomerDataForm({
  attr,
  customer,
  parts,
}: {
  attr: CustomerAttr;
  customer: Customer;
  parts: readonly CustomerFormPart[];
}) {
  const { t } = useTranslation('account');
  const messageText = useMessageText();
  const submission = useSubmission();
  const [rules] = useState(() => customerFieldRules(attr));
  const [initial] = useState(() => customerFormFrom(customer));
  const [failure, setFailure] = useState<unknown>(null);
  /** The values just saved: the confirmation stays until the visitor changes something. */
  const [savedValues, setSavedValues] = useState<CustomerFormValues | null>(null);
  const latest = () => customerFormFrom(useCustomerStore.getState().customer ?? customer);
  const form = useCustomerForm({
    kind: 'update',
    rules,
    parts,
    initial,
    validate: (c, signal) => validateCustomer(c, { kind: 'update', signal }),
    complete: (values) => withPartsOf(values, latest(), parts),
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submission.run(async () => {
      setFailure(null);
      const local = form.beginSubmit();
      const c = form.request();
      const token = useSessionStore.getState().jwt;
      let updated: Customer;
      try {
        if (hasFieldErrors(local)) {
          form.showErrors(await validateCustomer(c, { kind: 'update' }).catch(() => ({})));
          return;
        }
        updated = await updateCustomer(c);
      } catch (error) {
        if (error instanceof ApiError && error.status === 422 && hasFieldErrors(error.fieldErrors)) {
          form.showErrors(error.fieldErrors);
        } else {
          setFailure(error);
        }
        return;
      }
      // Saved for a session that has ended meanwhile (logout): its data stays out of this one.
      if (!saveCustomerOf(token, updated)) return;
      const next = customerFormFrom(updated);
      form.reset(next);
      setSavedValues(next);
      useMessageStore.getState().showToast({ key: 'account:toasts.USER_SETTINGS_SAVED' });
    });
  };

  return (
    <form ref={form.formRef} onSubmit={submit} noValidate aria-busy={submission.busy}>
      <FormErrorSummary errors={form.submitted ? form.shownErrors : {}} shownFields={form.fieldOrder} />
      {failure !== null && <Notice tone="danger">{messageText(describeApiError(failure))}</Notice>}
      <CustomerFields
        form={form}
        kind="update"
        rules={rules}
        parts={parts}
        salutations={attr.salutations}
        countries={attr.countries}
      />
      <SubmitButton busy={submission.busy} busyLabel={t('settings.busy')}>
        {t('settings.save')}
      </SubmitButton>
      <p role="status" className={styles.saved}>
        {savedValues !== null && form.values === savedValues ? t('toasts.USER_SETTINGS_SAVED') : ''}
      </p>
    </form>
  );
}
