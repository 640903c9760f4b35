import { COLOR_MODES, ColorModeChoice } from '../../browser/prePaint';
import { nextColorMode, useColorMode } from '../../contexts/colorMode';
import { translate } from '../../i18n/translate';
import { MoonIcon, SunIcon, SystemIcon } from '../Icons';
import { labelAttribute } from './storedModeName';
import * as styles from './styles';

/**
 * Cycles light → dark → system. All three icons are in the HTML and CSS shows the one matching
 * `data-theme-choice` on <html>, so the right icon is there at first paint, before React hydrates.
 */
export function ColorModeToggle({ className }: { className?: string }) {
  const { choice, cycle } = useColorMode();
  const nameOf = (mode: ColorModeChoice) =>
    translate('theme.colorToggle.label', { mode: translate(`theme.colorToggle.${mode}`) });
  const label = nameOf(choice);
  // Every mode's name, for the first load to name the button after the stored mode (./storedModeName.ts).
  const names = Object.fromEntries(COLOR_MODES.map((mode) => [labelAttribute(mode), nameOf(mode)]));
  return (
    <button
      type="button"
      css={styles.button}
      className={className}
      onClick={cycle}
      aria-label={label}
      title={label}
      data-color-mode={choice}
      data-next-mode={nextColorMode(choice)}
      {...names}
    >
      <SunIcon data-mode="light" />
      <MoonIcon data-mode="dark" />
      <SystemIcon data-mode="system" />
    </button>
  );
}
