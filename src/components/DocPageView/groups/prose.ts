import { Figure } from '../../Figure';
import { TabItem, Tabs } from '../../Tabs';
import { Unverified } from '../../Unverified';

/** The prose group of src/node/templateRegistry.ts: every template has it. */
export const prose = { Tabs, TabItem, Figure, Unverified };
