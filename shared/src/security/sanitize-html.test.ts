import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html';

// happy-dom fools DOMPurify's support check (it returns scripts unchanged there), so these tests hold the
// guarantee either way: nothing that can run ever comes out. e2e/tests/shell-pages.spec.ts shows the
// sanitized markup in Chromium.
const RUNNABLE = /<script|\son\w+\s*=|javascript:|<form|style=/i;

describe('sanitizeHtml', () => {
  it('never returns markup that can run, whatever DOM it runs in', async () => {
    const html = await sanitizeHtml(
      '<h2>Light</h2><p>The curator.</p><script>window.x = 1</script>' +
        '<img src="/static/a.png" alt="" onerror="window.x = 1"><a href="javascript:alert(1)">bad</a>' +
        '<p style="position:fixed">x</p><form action="https://evil.example"><input name="password"></form>',
    );
    expect(html).not.toMatch(RUNNABLE);
    expect(html).toContain('Light');
    expect(html).toContain('The curator.');
  });
});
