import { ensureRemoteTexts, initI18n } from '@museum/shared';
import { option, question } from '@museum/shared/testing';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, it } from 'vitest';
import remote from '../../../app/routes';
import type { TourBooking } from '../hooks/use-tour-booking';
import { QuestionField } from './question-field';

beforeAll(async () => {
  await initI18n('en');
  await ensureRemoteTexts(remote);
});
afterEach(cleanup);

const booking = { chooseOption: () => undefined, toggleOption: () => undefined } as unknown as TourBooking;
const diet = (required: boolean) =>
  question(37, 'checkbox', 'Diet', { required, options: [option(371, 'Vegetarian'), option(372, 'Vegan')] });

describe('a checkbox question (SPEC §3 group questions)', () => {
  it('says it must be answered in its name, since its boxes cannot (WCAG 3.3.2)', () => {
    render(<QuestionField question={diet(true)} value={[]} error={undefined} booking={booking} />);
    screen.getByRole('group', { name: 'Diet (required)' });
  });

  it('an optional one says nothing of the kind', () => {
    render(<QuestionField question={diet(false)} value={[]} error={undefined} booking={booking} />);
    screen.getByRole('group', { name: 'Diet' });
  });
});
