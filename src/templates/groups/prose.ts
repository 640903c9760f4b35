import { Figure } from '../../components/Figure';
import { TabItem, Tabs } from '../../components/Tabs';
import { Unverified } from '../../components/Unverified';

/** The prose group of src/node/templateRegistry.ts: every template has it. */
export const prose = { Tabs, TabItem, Figure, Unverified };
