import { lazy } from 'react';

// The calendar, time-slot picker and quantity stepper live in one chunk that is loaded the first time a
// page renders one of them (the shell's start path does not): render them inside <Suspense> with a Spinner.
const loadBookingWidgets = () => import('./booking-widgets');

export const Calendar = lazy(() => loadBookingWidgets().then((widgets) => ({ default: widgets.Calendar })));
export const TimeSlotPicker = lazy(() =>
  loadBookingWidgets().then((widgets) => ({ default: widgets.TimeSlotPicker })),
);
export const QuantityStepper = lazy(() =>
  loadBookingWidgets().then((widgets) => ({ default: widgets.QuantityStepper })),
);

/** Starts loading the widgets early, beside the page's code (`withBookingWidgets`), so that they are there with the data. */
export function preloadBookingWidgets(): Promise<unknown> {
  return loadBookingWidgets();
}

export type { CalendarDay, CalendarProps, CalendarTone } from './booking-widgets/calendar';
export type { QuantityStepperProps } from './booking-widgets/quantity-stepper';
export type { TimeSlotOption, TimeSlotPickerProps } from './booking-widgets/time-slot-picker';
