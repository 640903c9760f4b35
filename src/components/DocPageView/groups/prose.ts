import { Figure, TabItem, Tabs, Unverified } from '../../Deferred';

/** The prose group of src/node/templateRegistry.ts: every template has it. */
export const prose = { Tabs, TabItem, Figure, Unverified };
