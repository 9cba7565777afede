// The booking widgets, one chunk loaded on demand: the shell's start path never renders them (budget rule).
export { Calendar } from './calendar';
export { QuantityStepper } from './quantity-stepper';
export { TimeSlotPicker } from './time-slot-picker';
