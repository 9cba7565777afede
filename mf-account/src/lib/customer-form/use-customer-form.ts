import { useRequest } from '@museum/shared';
import {
  type CustomerFieldRules,
  type CustomerFormKind,
  type CustomerFormValues,
  customerRequest,
  errorsOfFields,
  type FieldErrors,
  firstInvalidField,
  hasFieldErrors,
  mergeFieldErrors,
  SHIPPING_FIELDS,
  SHIPPING_GROUP,
  type ShippingField,
  shippingFieldName,
  shownCustomerFields,
  validateCustomerForm,
} from '@museum/shared/domain';
import type { CustomerInput } from '@museum/shared/wire';
import { type ChangeEvent, useEffect, useEffectEvent, useRef, useState } from 'react';
import { focusField } from '../form/focus-field';

/** The groups of a customer form; each page shows the ones it needs. */
export type CustomerFormPart = 'credentials' | 'details' | 'billing' | 'shipping';

const DETAILS = ['salutation', 'fname', 'lname', 'company', 'phone'] as const;
const BILLING = ['street', 'zip', 'city', 'country'] as const;

/** The names of the fields a form shows, in the order they appear (the focus goes to the first invalid one). */
export function customerFieldOrder(
  rules: CustomerFieldRules,
  kind: CustomerFormKind,
  parts: readonly CustomerFormPart[],
  sameAsBilling: boolean,
): string[] {
  const shown = new Set<string>(shownCustomerFields(rules, kind));
  const order: string[] = [];
  if (parts.includes('credentials')) {
    if (shown.has('email')) order.push('email', 'emailConfirm');
    if (shown.has('password')) order.push('password', 'passwordConfirm');
  }
  if (parts.includes('details')) order.push(...DETAILS.filter((field) => shown.has(field)));
  if (parts.includes('billing')) order.push(...BILLING.filter((field) => shown.has(field)));
  if (parts.includes('shipping') && !sameAsBilling) order.push(...SHIPPING_FIELDS.map(shippingFieldName));
  return order;
}

/** The value a field had, to tell whether a server error still speaks about what is in the field now. */
function fieldValue(values: CustomerFormValues, field: string): string | undefined {
  if (field.startsWith(`${SHIPPING_GROUP}.`)) {
    const part = field.slice(SHIPPING_GROUP.length + 1);
    return (SHIPPING_FIELDS as readonly string[]).includes(part)
      ? values.shipping[part as ShippingField]
      : undefined;
  }
  if (field === SHIPPING_GROUP) return JSON.stringify(values.shipping);
  const value = (values as unknown as Record<string, unknown>)[field];
  return typeof value === 'string' ? value : undefined;
}

interface ServerAnswer {
  errors: FieldErrors;
  /** The values the server judged: an error stays on its field until the visitor changes that field. */
  values: CustomerFormValues;
}

/** Server errors that still speak about the field's current value; errors of fields not in the form stay. */
function currentServerErrors(answer: ServerAnswer | null, values: CustomerFormValues): FieldErrors {
  if (!answer) return {};
  return Object.fromEntries(
    Object.entries(answer.errors).filter(
      ([field]) =>
        fieldValue(values, field) === undefined ||
        fieldValue(values, field) === fieldValue(answer.values, field),
    ),
  );
}

interface CustomerFormSetup {
  kind: CustomerFormKind;
  rules: CustomerFieldRules;
  parts: readonly CustomerFormPart[];
  initial: CustomerFormValues;
  /** SPEC §5 validate-only call, made as the visitor leaves a field they changed; answers field errors. */
  validate: (c: CustomerInput, signal: AbortSignal) => Promise<FieldErrors>;
  /** Which of the server's errors count (SPEC §5: for a guest, not the password). */
  serverErrors?: (errors: FieldErrors) => FieldErrors;
  /** Every change, e.g. to keep the draft for the session (nothing typed is lost). */
  onValuesChange?: (values: CustomerFormValues) => void;
  /**
   * The values that are checked and sent, from the form's own: a settings section shows only its part and
   * takes the rest from the customer's latest saved data, so it never sends back what another section changed.
   */
  complete?: (values: CustomerFormValues) => CustomerFormValues;
}

let validationCount = 0;

/**
 * The state of a customer form (registration, guest registration, settings): the values, the shop's own
 * checks, the server's validate-only answers for the fields the visitor has left, and the server's answer to
 * a submit. Errors show for the fields the visitor has left and, after a submit, for every field at once
 * (SPEC §5: all validation errors show), with the focus on the first.
 */
export function useCustomerForm(setup: CustomerFormSetup) {
  const {
    kind,
    rules,
    parts,
    validate,
    serverErrors = (errors) => errors,
    complete = (values) => values,
  } = setup;
  const [values, setValues] = useState(setup.initial);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [server, setServer] = useState<ServerAnswer | null>(null);
  const [validation, setValidation] = useState<{
    id: number;
    c: CustomerInput;
    values: CustomerFormValues;
  } | null>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  const edited = useRef(new Set<string>());
  const lastValidated = useRef<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  useRequest(
    validation ? `customer-validate-${validation.id}` : null,
    (signal) => validate(validation?.c ?? {}, signal),
    (errors) => {
      if (validation) setServer({ errors: serverErrors(errors), values: validation.values });
    },
  );

  const notifyChange = useEffectEvent((next: CustomerFormValues) => setup.onValuesChange?.(next));
  useEffect(() => notifyChange(values), [values]);

  const fieldOrder = customerFieldOrder(rules, kind, parts, values.sameAsBilling);
  const localErrors = validateCustomerForm(complete(values), rules, kind);
  const allErrors = mergeFieldErrors(localErrors, currentServerErrors(server, values));
  const shownErrors = submitted ? allErrors : errorsOfFields(allErrors, touched);

  const placeFocus = useEffectEvent(() => {
    focusField(formRef.current, firstInvalidField(fieldOrder, shownErrors));
  });
  useEffect(() => {
    if (focusRequest > 0) placeFocus();
  }, [focusRequest]);

  const change = (next: CustomerFormValues, field: string) => {
    edited.current.add(field);
    setValues(next);
  };

  /** As the visitor leaves a field they changed: its errors show, and the server checks the form. */
  const leave = (field: string) => {
    if (!edited.current.has(field)) return;
    setTouched((previous) => {
      const next = new Set(previous).add(field);
      if (field.startsWith(`${SHIPPING_GROUP}.`)) next.add(SHIPPING_GROUP);
      return next;
    });
    const c = customerRequest(complete(values), rules, kind);
    const key = JSON.stringify(c);
    if (key === lastValidated.current) return;
    lastValidated.current = key;
    validationCount += 1;
    setValidation({ id: validationCount, c, values });
  };

  /** Props of a text or select field bound to one of the form's values. */
  const bind = (field: keyof CustomerFormValues & string) => ({
    name: field,
    value: String(values[field] ?? ''),
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
      change({ ...values, [field]: event.target.value }, field),
    onBlur: () => leave(field),
  });

  /** Props of a field of the shipping address. */
  const bindShipping = (field: ShippingField) => {
    const name = shippingFieldName(field);
    return {
      name,
      value: values.shipping[field],
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
        change({ ...values, shipping: { ...values.shipping, [field]: event.target.value } }, name),
      onBlur: () => leave(name),
    };
  };

  return {
    values,
    formRef,
    fieldOrder,
    shownErrors,
    submitted,
    bind,
    bindShipping,
    setSendInvoice: (sendInvoice: boolean) => change({ ...values, sendInvoice }, 'sendInvoice'),
    setSameAsBilling: (sameAsBilling: boolean) => change({ ...values, sameAsBilling }, 'sameAsBilling'),
    /** The `c` object for the API, from the current values (SPEC §5, §7). */
    request: () => customerRequest(complete(values), rules, kind),
    /**
     * The start of a submit: from now on every error shows. Answers the shop's own errors; a pending
     * validate-only call is dropped (the submit's answer is newer).
     */
    beginSubmit: (): FieldErrors => {
      setSubmitted(true);
      setValidation(null);
      return localErrors;
    },
    /** The server's answer to a submit (422 field errors): shown with the shop's own, focus on the first. */
    showErrors: (errors: FieldErrors) => {
      setServer({ errors: serverErrors(errors), values });
      setSubmitted(true);
      setFocusRequest((count) => count + 1);
    },
    /** Whether the shop's own checks pass. */
    isLocallyValid: () => !hasFieldErrors(localErrors),
    /** Replaces every value (after a save: the server's data). */
    reset: (next: CustomerFormValues) => {
      setValues(next);
      setServer(null);
      setSubmitted(false);
      setTouched(new Set());
      edited.current.clear();
      lastValidated.current = null;
    },
  };
}

export type CustomerForm = ReturnType<typeof useCustomerForm>;
