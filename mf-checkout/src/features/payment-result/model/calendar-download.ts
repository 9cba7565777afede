import { type CalendarFileOptions, calendarFile, type PlannedVisit } from '@museum/shared/domain';

/**
 * Builds the .ics file of the booked visits and hands it to the browser as a download. Loaded only when the
 * visitor asks for it: the calendar library is not part of any page.
 */
export function downloadCalendarFile(visits: readonly PlannedVisit[], options: CalendarFileOptions): boolean {
  const file = calendarFile(visits, options);
  if (!file) return false;
  const url = URL.createObjectURL(new Blob([file], { type: 'text/calendar;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `${options.bookingId.replace(/[^A-Za-z0-9-]/g, '') || 'booking'}.ics`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
  return true;
}
