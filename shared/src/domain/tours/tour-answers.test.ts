import { describe, expect, it } from 'vitest';
import { privateGroupTour } from '../../testing/tours';
import {
  chooseOption,
  cleanAnswerText,
  isAnswered,
  MAX_TEXT_ANSWER,
  MAX_TEXTAREA_ANSWER,
  numberAnswer,
  type TourAnswers,
  toggleOption,
  tourAnswersForCart,
  typeAnswer,
  validateTourAnswers,
} from './tour-answers';

const { questions } = privateGroupTour();
const byId = (id: number) => {
  const found = questions.find((question) => question.id === id);
  if (!found) throw new Error(`no question ${id}`);
  return found;
};
const complete: TourAnswers = {
  31: 'Class 9b',
  32: [321],
  33: [332],
  34: [341, 343],
  35: 'Two wheelchairs',
  36: '2',
};

describe('group questions of all six answer types (SPEC §3 "Tour form")', () => {
  it('requires the required questions; spaces are no answer', () => {
    expect(validateTourAnswers(questions, {})).toEqual([
      { code: 'ANSWER_REQUIRED', questionId: 31 },
      { code: 'ANSWER_REQUIRED', questionId: 32 },
      { code: 'ANSWER_REQUIRED', questionId: 33 },
    ]);
    expect(validateTourAnswers(questions, { ...complete, 31: '   ' })).toEqual([
      { code: 'ANSWER_REQUIRED', questionId: 31 },
    ]);
    expect(isAnswered(byId(34), { 34: [] })).toBe(false);
  });

  it('accepts complete answers, and optional ones left out', () => {
    expect(validateTourAnswers(questions, complete)).toEqual([]);
    expect(validateTourAnswers(questions, { 31: 'Choir', 32: [323], 33: [333] })).toEqual([]);
  });

  it('a number answer is a whole number within the question’s bounds', () => {
    expect(validateTourAnswers(questions, { ...complete, 36: 'two' })).toEqual([
      { code: 'ANSWER_INVALID', questionId: 36, problem: 'notANumber' },
    ]);
    expect(validateTourAnswers(questions, { ...complete, 36: '2.5' })).toEqual([
      { code: 'ANSWER_INVALID', questionId: 36, problem: 'notANumber' },
    ]);
    expect(validateTourAnswers(questions, { ...complete, 36: '11' })).toEqual([
      { code: 'ANSWER_INVALID', questionId: 36, problem: 'aboveMaximum', limit: 10 },
    ]);
    expect(validateTourAnswers(questions, { ...complete, 36: '-1' })).toEqual([
      { code: 'ANSWER_INVALID', questionId: 36, problem: 'belowMinimum', limit: 0 },
    ]);
    expect(numberAnswer(' 7 ')).toBe(7);
    expect(numberAnswer('12345678901')).toBeNull();
  });

  it('a choice is an option of the question: one for radio and select, any for checkbox', () => {
    expect(validateTourAnswers(questions, { ...complete, 32: [999] })).toEqual([
      { code: 'ANSWER_INVALID', questionId: 32, problem: 'unknownOption' },
    ]);
    expect(validateTourAnswers(questions, { ...complete, 33: [331, 332] })).toEqual([
      { code: 'ANSWER_INVALID', questionId: 33, problem: 'unknownOption' },
    ]);
  });

  it('texts stay within what the API takes', () => {
    const long = 'x'.repeat(MAX_TEXTAREA_ANSWER + 50);
    expect(typeAnswer({}, byId(35), long)[35]).toHaveLength(MAX_TEXTAREA_ANSWER);
    expect(typeAnswer({}, byId(31), long)[31]).toHaveLength(MAX_TEXT_ANSWER);
    expect(validateTourAnswers(questions, { ...complete, 31: 'y'.repeat(MAX_TEXT_ANSWER + 1) })).toEqual([
      { code: 'ANSWER_INVALID', questionId: 31, problem: 'tooLong', limit: MAX_TEXT_ANSWER },
    ]);
  });

  it('drops the characters the API refuses (control, bidi overrides, unpaired surrogates), keeps line breaks', () => {
    const pasted = 'Class\u202E 9b\u0007\nsecond line\uD800 🎨';
    expect(typeAnswer({}, byId(35), pasted)[35]).toBe('Class 9b\nsecond line 🎨');
    expect(cleanAnswerText('tab\tkept', 'text')).toBe('tab\tkept');
  });

  it('radio and select keep one option; checkboxes keep the ticked ones in the question’s order', () => {
    expect(chooseOption({}, 33, 331)).toEqual({ 33: [331] });
    expect(chooseOption({ 33: [331] }, 33, null)).toEqual({ 33: [] });
    const first = toggleOption({}, byId(34), 343, true);
    const both = toggleOption(first, byId(34), 341, true);
    expect(both[34]).toEqual([341, 343]);
    expect(toggleOption(both, byId(34), 343, false)[34]).toEqual([341]);
  });
});

describe('tourAnswersForCart: what the cart keeps of the answers', () => {
  it('the API’s value per type, with the question’s label and the chosen options’ names', () => {
    expect(tourAnswersForCart(questions, complete)).toEqual([
      { qId: 31, type: 'text', label: 'Name of the group', value: 'Class 9b' },
      { qId: 32, type: 'select', label: 'Kind of group', value: 321, optionNames: ['School class'] },
      { qId: 33, type: 'radio', label: 'Age group', value: 332, optionNames: ['12 to 17'] },
      {
        qId: 34,
        type: 'checkbox',
        label: 'Accessibility',
        value: [341, 343],
        optionNames: ['Wheelchair', 'Seats'],
      },
      { qId: 35, type: 'textarea', label: 'Comments', value: 'Two wheelchairs' },
      { qId: 36, type: 'number', label: 'Accompanying adults', value: 2 },
    ]);
  });

  it('leaves out unanswered questions and answers to questions the tour does not ask', () => {
    const answers = tourAnswersForCart(questions, { 31: ' Choir ', 34: [], 99: 'stray' });
    expect(answers).toEqual([{ qId: 31, type: 'text', label: 'Name of the group', value: 'Choir' }]);
  });
});
