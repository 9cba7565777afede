import type { TourQuestion } from '../../api/wire/tours.ts';
import type { GuidedTourAnswer } from '../cart-item';

/** SPEC §3 "Tour form" answer types. */
export type TourAnswerType = TourQuestion['type'];

/** The longest answers the API takes: a text line and a text area (api/README.md, tour answers). */
export const MAX_TEXT_ANSWER = 200;
export const MAX_TEXTAREA_ANSWER = 2000;
/** A number answer stays a safe whole number, whatever the question allows. */
const MAX_NUMBER_ANSWER = 999_999_999;

/**
 * What the visitor has entered, per question id: the chosen option ids for radio, select and checkbox (SPEC
 * §3: checkbox is a list of answer ids), the typed text for text, textarea and number (a number field keeps
 * its text, so nothing typed is lost while it is not a number yet).
 */
export type TourAnswers = Readonly<Record<number, string | readonly number[]>>;

export type TourAnswerProblem = 'notANumber' | 'belowMinimum' | 'aboveMaximum' | 'tooLong' | 'unknownOption';

export type TourAnswerError =
  | { code: 'ANSWER_REQUIRED'; questionId: number }
  | { code: 'ANSWER_INVALID'; questionId: number; problem: TourAnswerProblem; limit?: number };

const isChoice = (type: TourAnswerType) => type === 'radio' || type === 'select' || type === 'checkbox';

function optionIds(answers: TourAnswers, question: TourQuestion): number[] {
  const value = answers[question.id];
  return Array.isArray(value) ? [...value] : [];
}

function answerText(answers: TourAnswers, question: TourQuestion): string {
  const value = answers[question.id];
  return typeof value === 'string' ? value : '';
}

/** Whether the visitor has answered a question (spaces alone are no answer, as for the API). */
export function isAnswered(question: TourQuestion, answers: TourAnswers): boolean {
  return isChoice(question.type)
    ? optionIds(answers, question).length > 0
    : answerText(answers, question).trim() !== '';
}

/** A number answer as the API takes it (an integer), or null while the text is not one. */
export function numberAnswer(text: string): number | null {
  const trimmed = text.trim();
  if (!/^-?\d{1,9}$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return Math.abs(value) <= MAX_NUMBER_ANSWER ? value : null;
}

function answerProblem(
  question: TourQuestion,
  answers: TourAnswers,
): { problem: TourAnswerProblem; limit?: number } | null {
  switch (question.type) {
    case 'radio':
    case 'select':
    case 'checkbox': {
      const ids = optionIds(answers, question);
      const known = ids.every((id) => question.options.some((option) => option.id === id));
      const single = question.type === 'checkbox' || ids.length <= 1;
      return known && single && new Set(ids).size === ids.length ? null : { problem: 'unknownOption' };
    }
    case 'number': {
      const value = numberAnswer(answerText(answers, question));
      if (value === null) return { problem: 'notANumber' };
      if (question.min !== undefined && value < question.min)
        return { problem: 'belowMinimum', limit: question.min };
      if (question.max !== undefined && value > question.max)
        return { problem: 'aboveMaximum', limit: question.max };
      return null;
    }
    case 'text':
    case 'textarea': {
      const max = question.type === 'text' ? MAX_TEXT_ANSWER : MAX_TEXTAREA_ANSWER;
      return answerText(answers, question).length > max ? { problem: 'tooLong', limit: max } : null;
    }
  }
}

/**
 * SPEC §3 "Tour form" answers and SPEC §5: every required question answered, every answer of its question's
 * kind (an option the question has, a whole number within its bounds, a text within the API's length).
 * Answers to questions the tour does not ask are left out, never sent.
 */
export function validateTourAnswers(
  questions: readonly TourQuestion[],
  answers: TourAnswers,
): TourAnswerError[] {
  const errors: TourAnswerError[] = [];
  for (const question of questions) {
    if (!isAnswered(question, answers)) {
      if (question.required) errors.push({ code: 'ANSWER_REQUIRED', questionId: question.id });
      continue;
    }
    const problem = answerProblem(question, answers);
    if (problem) errors.push({ code: 'ANSWER_INVALID', questionId: question.id, ...problem });
  }
  return errors;
}

function cartAnswer(question: TourQuestion, answers: TourAnswers): GuidedTourAnswer {
  const base = { qId: question.id, type: question.type, label: question.label };
  switch (question.type) {
    case 'radio':
    case 'select':
    case 'checkbox': {
      const chosen = question.options.filter((option) => optionIds(answers, question).includes(option.id));
      const ids = chosen.map((option) => option.id);
      return {
        ...base,
        value: question.type === 'checkbox' ? ids : (ids[0] ?? 0),
        optionNames: chosen.map((option) => option.name),
      };
    }
    case 'number':
      return { ...base, value: numberAnswer(answerText(answers, question)) ?? 0 };
    case 'text':
    case 'textarea':
      return { ...base, value: cleanAnswerText(answerText(answers, question), question.type).trim() };
  }
}

/**
 * The answers as the cart keeps them: what the API gets (`qId`, `type`, `value`: option id, option ids, text
 * or number), and the question's label and the chosen options' names as the visitor read them, so that the
 * cart can show them without the tour. Unanswered questions are left out. Call after validateTourAnswers.
 */
export function tourAnswersForCart(
  questions: readonly TourQuestion[],
  answers: TourAnswers,
): GuidedTourAnswer[] {
  return questions
    .filter((question) => isAnswered(question, answers) && answerProblem(question, answers) === null)
    .map((question) => cartAnswer(question, answers));
}

/** A radio or select choice: the one option id, or none. */
export function chooseOption(answers: TourAnswers, questionId: number, optionId: number | null): TourAnswers {
  return { ...answers, [questionId]: optionId === null ? [] : [optionId] };
}

/** A checkbox ticked or unticked: the option ids stay in the question's order. */
export function toggleOption(
  answers: TourAnswers,
  question: Pick<TourQuestion, 'id' | 'options'>,
  optionId: number,
  checked: boolean,
): TourAnswers {
  const current = answers[question.id];
  const chosen = new Set(Array.isArray(current) ? current : []);
  if (checked) chosen.add(optionId);
  else chosen.delete(optionId);
  const ids = question.options.map((option) => option.id).filter((id) => chosen.has(id));
  return { ...answers, [question.id]: ids };
}

const TAB = 0x09;
const LINE_FEED = 0x0a;
const CARRIAGE_RETURN = 0x0d;

/**
 * A character the API refuses in any text (api/README.md, CHARACTERS_INVALID): control characters other
 * than tab and line breaks, bidi embeddings, overrides and isolates, unpaired surrogates.
 */
function isUnusable(code: number): boolean {
  if (code === TAB || code === LINE_FEED || code === CARRIAGE_RETURN) return false;
  return (
    code < 0x20 ||
    (code >= 0x7f && code <= 0x9f) ||
    (code >= 0x202a && code <= 0x202e) ||
    (code >= 0x2066 && code <= 0x2069) ||
    (code >= 0xd800 && code <= 0xdfff)
  );
}

/**
 * A text as the API takes it: within the longest answer of its type, without unusable characters. They are
 * invisible and usually pasted, so they are dropped rather than refused: the visitor could not see what to
 * correct.
 */
export function cleanAnswerText(text: string, type: TourAnswerType): string {
  const max = type === 'textarea' ? MAX_TEXTAREA_ANSWER : MAX_TEXT_ANSWER;
  let clean = '';
  // Cut first (bounding the loop); iterating yields code points, so a surrogate seen here is an unpaired one,
  // also one a cut through a pair has left.
  for (const character of text.slice(0, max)) {
    if (!isUnusable(character.codePointAt(0) ?? 0)) clean += character;
  }
  return clean;
}

/** A typed answer (text, textarea, number), cleaned and cut to the longest text the API takes. */
export function typeAnswer(
  answers: TourAnswers,
  question: Pick<TourQuestion, 'id' | 'type'>,
  text: string,
): TourAnswers {
  return { ...answers, [question.id]: cleanAnswerText(text, question.type) };
}
