import { splitLatinRuns } from './bidi';

it('isolates English terms inside Persian sentences and leaves the full stop outside', () => {
  expect(splitLatinRuns('از API نسخه v1 استفاده کنید.')).toEqual([
    { text: 'از ', latin: false },
    { text: 'API', latin: true },
    { text: ' نسخه ', latin: false },
    { text: 'v1', latin: true },
    { text: ' استفاده کنید.', latin: false },
  ]);
});

it('keeps multi-word English names together and drops trailing punctuation from the run', () => {
  expect(splitLatinRuns('مدل GPT-4o mini. را ببینید')).toEqual([
    { text: 'مدل ', latin: false },
    { text: 'GPT-4o mini', latin: true },
    { text: '. را ببینید', latin: false },
  ]);
});

it('returns Persian-only text as one part', () => {
  expect(splitLatinRuns('پایگاه دانش')).toEqual([{ text: 'پایگاه دانش', latin: false }]);
});

it('marks text without Persian as one Latin part so callers can isolate it next to Persian siblings', () => {
  expect(splitLatinRuns('OpenAI')).toEqual([{ text: 'OpenAI', latin: true }]);
  expect(splitLatinRuns(' (')).toEqual([{ text: ' (', latin: false }]);
});
