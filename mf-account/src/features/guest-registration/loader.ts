import type { LoaderFunctionArgs } from 'react-router';
import {
  type CustomerAttributesData,
  loadCustomerAttributes,
} from '../../lib/customer-form/use-customer-attributes';

/** SPEC §2 `/…/register-guest`: the billing form's fields, salutations and countries (customer/attr). */
export function loader({ request }: LoaderFunctionArgs): Promise<CustomerAttributesData> {
  return loadCustomerAttributes(request.signal);
}
