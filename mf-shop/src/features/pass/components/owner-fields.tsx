import { keyNameOptions, SelectField, TextField } from '@museum/shared';
import {
  MAX_FORM_TEXT_LENGTH,
  type PassFormError,
  type PassOwnerDraft,
  type PassOwnerField,
  passOwnerFieldErrors,
} from '@museum/shared/domain';
import type { KeyName } from '@museum/shared/wire';
import { useTranslation } from 'react-i18next';
import type { PassFormState } from '../hooks/use-pass-form';
import styles from './pass-form.module.css';

interface OwnerFieldsProps {
  index: number;
  owner: PassOwnerDraft;
  customAddresses: boolean;
  countries: readonly KeyName[];
  errors: readonly PassFormError[];
  passes: PassFormState;
}

/** A bound for what a field takes in: a little above the rule, so that the rule's message can say why. */
const INPUT_LIMIT = MAX_FORM_TEXT_LENGTH + 20;

/** One pass: its owner's name and, when custom addresses are on, whether and where to send it. */
export function OwnerFields({ index, owner, customAddresses, countries, errors, passes }: OwnerFieldsProps) {
  const { t } = useTranslation('shop');
  const messages = (field: PassOwnerField) =>
    passOwnerFieldErrors(errors, index, field).map((error) => {
      switch (error.code) {
        case 'FIELD_REQUIRED':
          return t(`pass.errors.required.${field}`);
        case 'FIELD_TOO_LONG':
          return t('pass.errors.tooLong', { count: MAX_FORM_TEXT_LENGTH });
        default:
          return t(`pass.errors.invalid.${field}`);
      }
    });
  const address = customAddresses && owner.sendToCustomAddress;
  return (
    <fieldset className={styles.owner}>
      <legend className={styles.legend}>{t('pass.owner.legend', { number: index + 1 })}</legend>
      <TextField
        label={t('pass.owner.name')}
        value={owner.name}
        required
        autoComplete="off"
        maxLength={INPUT_LIMIT}
        errors={messages('name')}
        onChange={(event) => passes.setName(index, event.target.value)}
      />
      {customAddresses && (
        <label className={styles.checkbox}>
          <input
            type="checkbox"
            checked={owner.sendToCustomAddress}
            onChange={(event) => passes.setSendToCustomAddress(index, event.target.checked)}
          />
          <span>{t('pass.owner.sendToCustomAddress')}</span>
        </label>
      )}
      {address && (
        <div className={styles.address}>
          <TextField
            className={styles.wide}
            label={t('pass.owner.street')}
            value={owner.address.street}
            required
            autoComplete="off"
            maxLength={INPUT_LIMIT}
            errors={messages('street')}
            onChange={(event) => passes.setAddress(index, 'street', event.target.value)}
          />
          <TextField
            label={t('pass.owner.zip')}
            value={owner.address.zip}
            required
            autoComplete="off"
            maxLength={20}
            errors={messages('zip')}
            onChange={(event) => passes.setAddress(index, 'zip', event.target.value)}
          />
          <TextField
            label={t('pass.owner.city')}
            value={owner.address.city}
            required
            autoComplete="off"
            maxLength={INPUT_LIMIT}
            errors={messages('city')}
            onChange={(event) => passes.setAddress(index, 'city', event.target.value)}
          />
          <SelectField
            label={t('pass.owner.country')}
            placeholder={t('pass.owner.chooseCountry')}
            options={keyNameOptions(countries)}
            value={owner.address.country}
            required
            errors={messages('country')}
            onChange={(event) => passes.setAddress(index, 'country', event.target.value)}
          />
        </div>
      )}
    </fieldset>
  );
}
