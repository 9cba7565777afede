import { keyNameOptions, SelectField, TextField } from '@museum/shared';
import {
  type CustomerField,
  type CustomerFieldRules,
  type CustomerFormKind,
  MAX_FIELD_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  SHIPPING_GROUP,
  shownCustomerFields,
} from '@museum/shared/domain';
import type { KeyName } from '@museum/shared/wire';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckboxField } from '../form/checkbox-field';
import { useFieldMessages } from '../form/use-field-messages';
import styles from './customer-fields.module.css';
import type { CustomerForm, CustomerFormPart } from './use-customer-form';

interface CustomerFieldsProps {
  form: CustomerForm;
  kind: CustomerFormKind;
  rules: CustomerFieldRules;
  parts: readonly CustomerFormPart[];
  salutations: readonly KeyName[];
  countries: readonly KeyName[];
}

/** Autocomplete tokens of the billing part (WCAG 1.3.5: the browser can fill in what it knows). */
const AUTOCOMPLETE: Record<Exclude<CustomerField, 'email' | 'password'>, string> = {
  salutation: 'honorific-prefix',
  fname: 'given-name',
  lname: 'family-name',
  company: 'organization',
  phone: 'tel',
  street: 'billing street-address',
  zip: 'billing postal-code',
  city: 'billing address-level2',
  country: 'billing country',
};

/**
 * The fields of a customer form as customer/attr describes them (SPEC §3): only visible fields, required ones
 * marked, each with its label, autocomplete token, bound length and errors tied to it.
 */
export function CustomerFields({ form, kind, rules, parts, salutations, countries }: CustomerFieldsProps) {
  const { t } = useTranslation('account');
  const messages = useFieldMessages();
  const shown = new Set(shownCustomerFields(rules, kind));
  const errors = (name: string) => messages(form.shownErrors[name]);
  const required = (field: CustomerField) => rules.required.has(field);

  const text = (field: Exclude<CustomerField, 'email' | 'password' | 'salutation' | 'country'>) =>
    shown.has(field) && (
      <TextField
        label={t(`fields.${field}`)}
        type={field === 'phone' ? 'tel' : 'text'}
        autoComplete={AUTOCOMPLETE[field]}
        maxLength={MAX_FIELD_LENGTH}
        required={required(field)}
        errors={errors(field)}
        {...form.bind(field)}
      />
    );

  return (
    <>
      {parts.includes('credentials') && (
        <fieldset className={styles.group}>
          <legend>{t(kind === 'guest' ? 'groups.contact' : 'groups.credentials')}</legend>
          <TextField
            label={t('fields.email')}
            type="email"
            autoComplete="email"
            inputMode="email"
            maxLength={MAX_FIELD_LENGTH}
            required
            errors={errors('email')}
            {...form.bind('email')}
          />
          <TextField
            label={t('fields.emailConfirm')}
            type="email"
            autoComplete="email"
            inputMode="email"
            maxLength={MAX_FIELD_LENGTH}
            required
            errors={errors('emailConfirm')}
            {...form.bind('emailConfirm')}
          />
          {shown.has('password') && (
            <>
              <TextField
                label={t('fields.password')}
                type="password"
                autoComplete="new-password"
                maxLength={PASSWORD_MAX_LENGTH}
                hint={t('hints.password', { count: PASSWORD_MIN_LENGTH })}
                required
                errors={errors('password')}
                {...form.bind('password')}
              />
              <TextField
                label={t('fields.passwordConfirm')}
                type="password"
                autoComplete="new-password"
                maxLength={PASSWORD_MAX_LENGTH}
                required
                errors={errors('passwordConfirm')}
                {...form.bind('passwordConfirm')}
              />
            </>
          )}
        </fieldset>
      )}
      {parts.includes('details') && (
        <fieldset className={styles.group}>
          <legend>{t('groups.details')}</legend>
          {shown.has('salutation') && (
            <SelectField
              label={t('fields.salutation')}
              placeholder={t('fields.choose')}
              options={keyNameOptions(salutations)}
              autoComplete={AUTOCOMPLETE.salutation}
              required={required('salutation')}
              errors={errors('salutation')}
              {...form.bind('salutation')}
            />
          )}
          {text('fname')}
          {text('lname')}
          {text('company')}
          {text('phone')}
        </fieldset>
      )}
      {parts.includes('billing') && (
        <fieldset className={styles.group}>
          <legend>{t('groups.billing')}</legend>
          {text('street')}
          <div className={styles.zipCity}>
            {text('zip')}
            {text('city')}
          </div>
          {shown.has('country') && (
            <SelectField
              label={t('fields.country')}
              placeholder={t('fields.choose')}
              options={keyNameOptions(countries)}
              autoComplete={AUTOCOMPLETE.country}
              required={required('country')}
              errors={errors('country')}
              {...form.bind('country')}
            />
          )}
          {kind !== 'registration' && (
            <CheckboxField
              label={t('fields.sendInvoice')}
              name="sendInvoice"
              checked={form.values.sendInvoice}
              onChange={(event) => form.setSendInvoice(event.target.checked)}
            />
          )}
        </fieldset>
      )}
      {parts.includes('shipping') && <ShippingAddressFields form={form} countries={countries} />}
    </>
  );
}

/**
 * SPEC §3/§5: shipping goes to the billing address unless the visitor unticks "same as billing"; then all five
 * fields of the other address are required ("Please fill in all fields for Shipping Address").
 */
function ShippingAddressFields({ form, countries }: { form: CustomerForm; countries: readonly KeyName[] }) {
  const { t } = useTranslation('account');
  const messages = useFieldMessages();
  const groupErrorId = useId();
  const groupErrors = messages(form.shownErrors[SHIPPING_GROUP]);
  const errors = (name: string) => messages(form.shownErrors[name]);
  return (
    <fieldset className={styles.group} aria-describedby={groupErrors.length > 0 ? groupErrorId : undefined}>
      <legend>{t('groups.shipping')}</legend>
      <CheckboxField
        label={t('fields.sameAsBilling')}
        name="sameAsBilling"
        checked={form.values.sameAsBilling}
        onChange={(event) => form.setSameAsBilling(event.target.checked)}
      />
      {!form.values.sameAsBilling && (
        <>
          {groupErrors.length > 0 && (
            <p id={groupErrorId} className={styles.groupError}>
              {groupErrors.join(' ')}
            </p>
          )}
          <TextField
            label={t('fields.shippingName')}
            autoComplete="shipping name"
            maxLength={MAX_FIELD_LENGTH}
            required
            errors={errors('shipping.name')}
            {...form.bindShipping('name')}
          />
          <TextField
            label={t('fields.street')}
            autoComplete="shipping street-address"
            maxLength={MAX_FIELD_LENGTH}
            required
            errors={errors('shipping.street')}
            {...form.bindShipping('street')}
          />
          <div className={styles.zipCity}>
            <TextField
              label={t('fields.zip')}
              autoComplete="shipping postal-code"
              maxLength={MAX_FIELD_LENGTH}
              required
              errors={errors('shipping.zip')}
              {...form.bindShipping('zip')}
            />
            <TextField
              label={t('fields.city')}
              autoComplete="shipping address-level2"
              maxLength={MAX_FIELD_LENGTH}
              required
              errors={errors('shipping.city')}
              {...form.bindShipping('city')}
            />
          </div>
          <SelectField
            label={t('fields.country')}
            placeholder={t('fields.choose')}
            options={keyNameOptions(countries)}
            autoComplete="shipping country"
            required
            errors={errors('shipping.country')}
            {...form.bindShipping('country')}
          />
        </>
      )}
    </fieldset>
  );
}
