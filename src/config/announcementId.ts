/**
 * The current announcement's id (`siteConfig.announcement.id`, src/config/site.ts). A module of its own
 * because the first load's code needs only the id: importing src/config/site there would put the whole
 * configuration, its Persian strings included, in the script every page loads before the first interaction.
 */
export const ANNOUNCEMENT_ID = 'openai-compatible-2026-11';
