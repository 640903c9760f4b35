import { splitLatinRuns } from '../../lib/bidi';
import { inlineSegments } from '../../lib/openapi/inline';

/**
 * Description text of the definition: Persian prose with `code` spans rendered as LTR <code> and Latin
 * words isolated in <bdi>, the same treatment Markdown prose gets from remarkIsolateLatin.
 */
export function ApiText({ text }: { text?: string | null }) {
  if (!text) return null;
  return (
    <>
      {inlineSegments(text).map((s, i) =>
        s.code ? (
          <code key={i} dir="ltr">
            {s.text}
          </code>
        ) : (
          <span key={i}>
            {splitLatinRuns(s.text).map((part, j) =>
              part.latin && /[\u0600-\u06FF]/.test(text) ? <bdi key={j}>{part.text}</bdi> : part.text,
            )}
          </span>
        ),
      )}
    </>
  );
}
