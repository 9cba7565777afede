import { describe, expect, it } from 'vitest';
import { routeNameForPath } from './route-match';

describe('routeNameForPath', () => {
  it('finds the screen of a path below the language prefix', () => {
    expect(routeNameForPath('')).toBe('home');
    expect(routeNameForPath('tickets')).toBe('tickets');
    expect(routeNameForPath('tickets/4')).toBe('ticket');
    expect(routeNameForPath('/guided-tours/12/')).toBe('guidedTour');
    expect(routeNameForPath('checkout/accepted')).toBe('checkoutAccepted');
  });

  it('prefers a static path to a parameter, as the router does', () => {
    expect(routeNameForPath('page/shipping')).toBe('shippingPage');
    expect(routeNameForPath('page/imprint')).toBe('page');
    expect(routeNameForPath('register/success')).toBe('registerSuccess');
  });

  it('knows nothing of other paths', () => {
    expect(routeNameForPath('tickets/4/extra')).toBeNull();
    expect(routeNameForPath('nowhere')).toBeNull();
  });
});
