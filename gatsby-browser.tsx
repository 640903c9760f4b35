import type { GatsbyBrowser } from 'gatsby';
import { Root } from './src/app/Root';

export const wrapRootElement: GatsbyBrowser['wrapRootElement'] = ({ element }) => <Root>{element}</Root>;
