import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keepFocusOnPage } from './retry-button';

/** A page with its title, a step with a focusable heading, and a retry button under that step. */
function renderPage(): { button: HTMLButtonElement; title: HTMLElement; step: HTMLElement } {
  document.body.innerHTML = `
    <main id="main" tabindex="-1">
      <h1 tabindex="-1" data-page-title="">Event</h1>
      <section><h2 tabindex="-1">Choose a date</h2></section>
      <div id="status"><button type="button">Try again</button></div>
      <h2 tabindex="-1">Choose a time</h2>
    </main>`;
  const button = document.querySelector('button') as HTMLButtonElement;
  button.focus();
  return {
    button,
    title: document.querySelector('h1') as HTMLElement,
    step: document.querySelector('section h2') as HTMLElement,
  };
}

describe('keepFocusOnPage', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('moves focus to the heading the button was under once the button has gone', () => {
    const { button, step } = renderPage();
    keepFocusOnPage(button);
    vi.advanceTimersByTime(100);
    expect(document.activeElement).toBe(button);
    button.remove();
    vi.advanceTimersByTime(100);
    expect(document.activeElement).toBe(step);
  });

  it("takes the step's heading that replaced it under the same id (the step rendered anew)", () => {
    const { button } = renderPage();
    const old = document.querySelector('section h2') as HTMLElement;
    old.id = 'checkout-payment';
    keepFocusOnPage(button);
    const section = document.querySelector('section') as HTMLElement;
    section.innerHTML = '<h2 id="checkout-payment" tabindex="-1">Payment</h2><form></form>';
    button.remove();
    vi.advanceTimersByTime(100);
    expect(document.activeElement).toBe(section.querySelector('h2'));
    expect(document.activeElement).not.toBe(old);
  });

  it("takes the page's heading when the step's heading went with the button", () => {
    const { button, title } = renderPage();
    keepFocusOnPage(button);
    document.querySelector('section')?.remove();
    button.remove();
    vi.advanceTimersByTime(100);
    expect(document.activeElement).toBe(title);
  });

  it('leaves focus alone while the button stays (the retry failed again) or when it went elsewhere', () => {
    const { button } = renderPage();
    keepFocusOnPage(button);
    vi.advanceTimersByTime(2000);
    expect(document.activeElement).toBe(button);

    const other = renderPage();
    keepFocusOnPage(other.button);
    const field = document.createElement('input');
    document.querySelector('main')?.append(field);
    field.focus();
    other.button.remove();
    vi.advanceTimersByTime(2000);
    expect(document.activeElement).toBe(field);
  });

  it('leaves a focus that was elsewhere at the press alone, and helps one on the body (Safari, VoiceOver)', () => {
    const { button } = renderPage();
    const field = document.createElement('input');
    document.querySelector('main')?.append(field);
    field.focus();
    keepFocusOnPage(button);
    button.remove();
    field.blur();
    vi.advanceTimersByTime(100);
    expect(document.activeElement).toBe(document.body);

    const other = renderPage();
    other.button.blur();
    keepFocusOnPage(other.button);
    other.button.remove();
    vi.advanceTimersByTime(100);
    expect(document.activeElement).toBe(other.step);
  });

  it('waits for the loaders, and takes the heading the button was under when pressed', async () => {
    const { button, step } = renderPage();
    let loaded = () => {};
    keepFocusOnPage(button, new Promise<void>((resolve) => (loaded = resolve)));
    // The page changes while the loaders run: the step's heading is the one decided at the press.
    button.remove();
    loaded();
    await vi.advanceTimersByTimeAsync(100);
    expect(document.activeElement).toBe(step);
  });

  it('gives up after a second: a button removed later does not take the focus away', () => {
    const { button } = renderPage();
    keepFocusOnPage(button);
    vi.advanceTimersByTime(1500);
    button.remove();
    vi.advanceTimersByTime(500);
    expect(document.activeElement).not.toBe(document.querySelector('section h2'));
  });
});
