import { translate } from '../i18n/translate';

/**
 * The request the landing hero shows: the shortest real call, so the first thing a developer sees is the
 * API. Here, not in the component, because the page's Markdown twin carries the same block.
 */
export const heroSample = () =>
  [
    'POST /openai/v1/chat/completions',
    'Host: api.metisai.ir',
    'Authorization: Bearer tpsg-…',
    '',
    '{"model": "gpt-4o-mini",',
    ' "messages": [{"role": "user",',
    `               "content": "${translate('theme.Hero.samplePrompt')}"}]}`,
  ].join('\n');
