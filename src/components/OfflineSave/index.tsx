import { useEffect, useId, useRef } from 'react';
import { formatBytes, formatNumber } from '../../i18n/format';
import { translate } from '../../i18n/translate';
import type { OfflineView } from '../../lib/offline/status';
import * as styles from './styles';

export interface OfflineSaveProps {
  view: OfflineView;
  onSave: () => void;
  onRemove: () => void;
}

function statusText(view: OfflineView): string {
  switch (view.kind) {
    case 'saved':
      return translate('theme.OfflineSave.saved', { size: formatBytes(view.bytes) });
    case 'saving':
      return translate('theme.OfflineSave.saving');
    case 'opened':
      return translate('theme.OfflineSave.opened', { pages: formatNumber(view.pages), size: formatBytes(view.bytes) });
    case 'failed':
      // Why it stopped, in the reader's words: the connection, the device's storage, or a new version published.
      return translate(`theme.OfflineSave.failed.${view.failure ?? 'network'}`, { size: formatBytes(view.bytes) });
    default:
      return translate('theme.OfflineSave.off');
  }
}

/**
 * The footer's word on offline reading: whether the docs are saved on this device and how large the copy
 * is; «ذخیره برای خواندن بدون اینترنت» where the whole site is not saved (Save-Data or 2g saved only the
 * pages opened, the reader removed the copy, or a save stopped), with what it would download; and removing
 * the copy. The status is a polite live region; a button that disappears after its action hands focus to it.
 */
export function OfflineSave({ view, onSave, onRemove }: OfflineSaveProps) {
  const headingId = useId();
  const hintId = useId();
  const box = useRef<HTMLElement>(null);
  const status = useRef<HTMLParagraphElement>(null);
  const acted = useRef(false);
  useEffect(() => {
    if (acted.current && box.current && !box.current.contains(document.activeElement)) status.current?.focus();
    acted.current = false;
  }, [view.kind]);
  if (view.kind === 'unavailable') return null;
  const act = (action: () => void) => () => {
    acted.current = true;
    action();
  };
  const canSave = view.kind === 'off' || view.kind === 'opened' || view.kind === 'failed';
  const canRemove = view.kind === 'saved' || ((view.kind === 'opened' || view.kind === 'failed') && view.bytes > 0);
  const toDownload = view.kind === 'opened' || view.kind === 'failed' ? view.toDownload : 0;
  return (
    <section ref={box} css={styles.box} aria-labelledby={headingId} data-testid="offline-save" data-state={view.kind}>
      <h2 id={headingId} css={styles.heading}>
        {translate('theme.OfflineSave.label')}
      </h2>
      <p ref={status} css={styles.status} role="status" tabIndex={-1}>
        {statusText(view)}
      </p>
      {view.kind === 'saving' ? (
        <progress
          css={styles.progress}
          max={100}
          value={view.percent}
          aria-label={translate('theme.OfflineSave.progress')}
        />
      ) : null}
      {canSave || canRemove ? (
        <div css={styles.actions}>
          {canSave ? (
            <button
              type="button"
              css={styles.button}
              onClick={act(onSave)}
              aria-describedby={toDownload ? hintId : undefined}
            >
              {translate('theme.OfflineSave.save')}
            </button>
          ) : null}
          {canSave && toDownload ? (
            <span id={hintId} css={styles.hint}>
              {translate('theme.OfflineSave.saveSize', { size: formatBytes(toDownload) })}
            </span>
          ) : null}
          {canRemove ? (
            <button type="button" css={styles.button} onClick={act(onRemove)}>
              {translate('theme.OfflineSave.remove')}
            </button>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
