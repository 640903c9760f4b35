import { navigateTo, ROUTE_DEADLINE_MS } from '../../browser/routeRuntime';
import { KeyboardEvent, useDeferredValue, useEffect, useId, useMemo, useRef, useState } from 'react';
import { toPersianDigits } from '../../i18n/format';
import { translate } from '../../i18n/translate';
import { navigationSignal } from '../../lib/navigationSignal';
import type { SectionHit } from '../../lib/search/query';
import type { Segment } from '../../lib/search/snippet';
import { Loading } from '../Lazy';
import * as styles from './styles';
import { SearchResults, useSearchEngine, useSearchResults } from './useSearchEngine';

export interface SearchPanelProps {
  /** URL of the build-time index file; null when the build did not provide one. */
  indexUrl: string | null;
  /** Closes the dialog; focus goes back to where it was unless the reader followed a result. */
  onClose: (options?: { restoreFocus?: boolean }) => void;
}

function Highlighted({ segments }: { segments: Segment[] }) {
  return (
    <>
      {segments.map((s, i) =>
        s.match ? (
          <mark key={i} css={styles.mark}>
            {s.text}
          </mark>
        ) : (
          <span key={i}>{s.text}</span>
        ),
      )}
    </>
  );
}

/**
 * After client-side navigation, bring the target heading (or, for a page's introduction, the main region)
 * into view and give it focus, for keyboard and screen-reader users. Runs for a few dozen frames because
 * Gatsby moves focus to its own wrapper and restores scroll after a route change; it only takes focus back
 * from the body or that wrapper, never from something the reader chose meanwhile.
 */
function settleOnTarget(anchor: string, frames = 45): void {
  const target = document.getElementById(anchor || 'main-content');
  if (target) {
    if (anchor) {
      const top = target.getBoundingClientRect().top;
      if (top < 0 || top > window.innerHeight * 0.4) target.scrollIntoView({ block: 'start' });
    }
    const active = document.activeElement;
    if (
      active !== target &&
      (!active || active === document.body || active.id === 'gatsby-focus-wrapper' || active.contains(target))
    ) {
      if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
      target.focus({ preventScroll: true });
    }
  }
  if (frames > 0) window.requestAnimationFrame(() => settleOnTarget(anchor, frames - 1));
}

/**
 * Resolves once the next page has rendered (Gatsby's onRouteUpdate, which signals navigationSignal after the
 * commit), or after ROUTE_DEADLINE_MS at the latest. The route's code and data are loaded before navigate is
 * called, but React renders the page afterwards: a long page on a slow or busy device takes longer than the
 * frames settleOnTarget watches, and its target heading is not there before.
 */
function nextPageRendered(): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      unsubscribe();
      window.clearTimeout(timer);
      resolve();
    };
    const unsubscribe = navigationSignal.subscribe(done);
    const timer = window.setTimeout(done, ROUTE_DEADLINE_MS);
  });
}

/** Leaves the dialog and goes to the hit's heading, through the runtime (offline, the reader stays here with a notice). */
function goToHit(hit: SectionHit, onClose: SearchPanelProps['onClose']): void {
  onClose({ restoreFocus: false });
  const samePage = window.location.pathname === hit.route;
  // Listening before navigating: the signal of this page's render must not be missed.
  const rendered = samePage ? Promise.resolve() : nextPageRendered();
  void navigateTo(hit.href)
    .then(() => rendered)
    .then(() => settleOnTarget(hit.anchor));
  if (samePage) settleOnTarget(hit.anchor);
}

interface ComboboxProps {
  listId: string;
  activeOption: string | undefined;
  expanded: boolean;
  query: string;
  onQuery: (query: string) => void;
  onKeyDown: (e: KeyboardEvent<HTMLInputElement>) => void;
}

/** The search form: a magnifier and the combobox input, focused when the panel opens. */
function SearchCombobox({ listId, activeOption, expanded, query, onQuery, onKeyDown }: ComboboxProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    inputRef.current?.focus();
  }, []);
  return (
    <form role="search" css={styles.form} onSubmit={(e) => e.preventDefault()}>
      <svg css={styles.inputIcon} viewBox="0 0 20 20" aria-hidden="true" focusable="false">
        <path
          d="M14.4 12.9 19 17.5 17.5 19l-4.6-4.6a7.5 7.5 0 1 1 1.5-1.5ZM8.5 14a5.5 5.5 0 1 0 0-11 5.5 5.5 0 0 0 0 11Z"
          fill="currentColor"
        />
      </svg>
      <input
        ref={inputRef}
        css={styles.input}
        type="search"
        dir="auto"
        role="combobox"
        aria-label={translate('theme.SearchModal.inputLabel')}
        aria-expanded={expanded}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={activeOption}
        placeholder={translate('theme.SearchModal.placeholder')}
        autoComplete="off"
        autoCorrect="off"
        autoCapitalize="off"
        spellCheck={false}
        enterKeyHint="go"
        maxLength={200}
        value={query}
        onChange={(e) => onQuery(e.target.value)}
        onKeyDown={onKeyDown}
      />
    </form>
  );
}

interface ResultListProps {
  listId: string;
  groups: SearchResults['groups'];
  active: number;
  optionId: (i: number) => string;
  onActive: (i: number) => void;
  onGo: (hit: SectionHit) => void;
}

/** The listbox: one group a page, titled by it, and an option a heading with its marked snippet. */
function ResultList({ listId, groups, active, optionId, onActive, onGo }: ResultListProps) {
  let index = -1;
  return (
    <div
      id={listId}
      role="listbox"
      aria-label={translate('theme.SearchModal.resultsLabel')}
      css={styles.list}
      hidden={!groups.some((g) => g.hits.length)}
    >
      {groups.map((group) => (
        <div key={group.route} role="group" aria-labelledby={`${listId}-${group.route}`} css={styles.group}>
          <div id={`${listId}-${group.route}`} css={styles.groupTitle}>
            {group.pageTitle}
          </div>
          {group.hits.map((hit) => {
            index += 1;
            const i = index;
            const selected = i === active;
            return (
              <a
                key={hit.id}
                id={optionId(i)}
                role="option"
                aria-selected={selected}
                href={hit.href}
                tabIndex={-1}
                css={styles.option}
                data-active={selected || undefined}
                onMouseMove={() => onActive(i)}
                onClick={(e) => {
                  if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
                  e.preventDefault();
                  onGo(hit);
                }}
              >
                <span css={styles.optionHeading}>
                  <Highlighted segments={hit.heading} />
                </span>
                {hit.snippet.length ? (
                  <span css={styles.snippet} dir="auto">
                    <Highlighted segments={hit.snippet} />
                  </span>
                ) : null}
              </a>
            );
          })}
        </div>
      ))}
    </div>
  );
}

/** The keys the panel answers to, for sighted keyboard users (screen readers hear the combobox). */
function KeyHints() {
  return (
    <footer css={styles.footer} aria-hidden="true">
      <span>
        <kbd css={styles.key}>↑</kbd>
        <kbd css={styles.key}>↓</kbd> {translate('theme.SearchModal.keyNavigate')}
      </span>
      <span>
        <kbd css={styles.key}>Enter</kbd> {translate('theme.SearchModal.keySelect')}
      </span>
      <span>
        <kbd css={styles.key}>Esc</kbd> {translate('theme.SearchModal.keyClose')}
      </span>
    </footer>
  );
}

/** The live-region text: how many sections on how many pages, or that nothing matched. */
function announcementFor(query: string, hits: number, pages: number): string {
  if (!query) return '';
  return hits
    ? translate('theme.SearchModal.resultsCount', { count: toPersianDigits(hits), pages: toPersianDigits(pages) })
    : translate('theme.SearchModal.noResults', { query });
}

/**
 * The search panel, shown inside the search modal: a combobox over the build-time index, results as the
 * reader types, grouped by page, each with its heading and a snippet with the match marked. Arrow keys
 * move, Enter goes to the heading; counts are announced. Escape, Tab and closing belong to the modal.
 */
export function SearchPanel({ indexUrl, onClose }: SearchPanelProps) {
  const { state, retry } = useSearchEngine(indexUrl);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const deferredQuery = useDeferredValue(query);
  const baseId = useId();
  const listId = `${baseId}-list`;
  const optionId = (i: number) => `${baseId}-option-${i}`;

  // The shards a query needs arrive with it; until then the previous results stay on screen.
  const results = useSearchResults(state.status === 'ready' ? state.engine : null, deferredQuery);
  const groups = results.groups;
  const hits: SectionHit[] = useMemo(() => groups.flatMap((g) => g.hits), [groups]);

  useEffect(() => setActive(0), [groups]);

  // Keep the active option visible while the arrow keys move through a long list.
  useEffect(() => {
    const el = hits.length ? document.getElementById(optionId(active)) : null;
    el?.scrollIntoView?.({ block: 'nearest' });
    // optionId is derived from a stable id
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active, hits.length]);

  const go = (hit: SectionHit) => goToHit(hit, onClose);

  const onInputKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (!hits.length) return;
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      setActive((a) => (a + 1) % hits.length);
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      setActive((a) => (a - 1 + hits.length) % hits.length);
    } else if (e.key === 'Enter') {
      e.preventDefault();
      go(hits[Math.min(active, hits.length - 1)]);
    }
  };

  const trimmed = deferredQuery.trim();
  // Ready to say what the query found: the index is open and the results are the current query's.
  const ready = state.status === 'ready' && (!trimmed || (results.status === 'ready' && results.query === trimmed));
  const queryFailed = results.status === 'failed' || results.status === 'timedOut';

  return (
    <>
      <SearchCombobox
        listId={listId}
        activeOption={hits.length ? optionId(active) : undefined}
        expanded={hits.length > 0}
        query={query}
        onQuery={setQuery}
        onKeyDown={onInputKeyDown}
      />

      {/* Scrollable by keyboard too (Tab to it, then arrow keys), not only through the combobox. */}
      <div css={styles.body} role="region" tabIndex={0} aria-label={translate('theme.SearchModal.resultsRegion')}>
        {state.status === 'ready' ? null : (
          <Loading status={state.status === 'failed' ? 'error' : state.status} retry={retry} />
        )}
        {state.status === 'ready' && queryFailed ? (
          <Loading status={results.status === 'failed' ? 'error' : 'timedOut'} retry={results.retry} />
        ) : null}
        {ready && !trimmed ? <p css={styles.hint}>{translate('theme.SearchModal.hint')}</p> : null}
        {ready && trimmed && !hits.length ? (
          <div css={styles.hint}>
            <p css={styles.noResults}>{translate('theme.SearchModal.noResults', { query: trimmed })}</p>
            <p>{translate('theme.SearchModal.noResultsHint')}</p>
          </div>
        ) : null}
        <ResultList
          listId={listId}
          groups={groups}
          active={active}
          optionId={optionId}
          onActive={setActive}
          onGo={go}
        />
      </div>

      <div role="status" css={styles.visuallyHidden}>
        {ready ? announcementFor(trimmed, hits.length, groups.length) : ''}
      </div>

      <KeyHints />
    </>
  );
}

export default SearchPanel;
