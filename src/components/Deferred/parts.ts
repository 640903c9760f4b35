// What the first load defers (./index.browser.ts), as the server and Jest render it: the components
// themselves. One chunk of the browser bundle: the page shell, the MDX components (the first load keeps the
// server HTML of static blocks, src/components/MDXDocument/firstLoad.ts, and hydrates islands once their code
// is here), what is shown only when something fails (the error and offline notices), and the offline
// client's control and update notice (src/app/offline/client.tsx starts after `load` without them).
export { AnnouncementBar } from '../AnnouncementBar';
export { BackToTopButton } from '../BackToTopButton';
export { DocSidebar } from '../DocSidebar';
export { Footer } from '../Footer';
export { Navbar } from '../Navbar';
export { SkipLink } from '../Layout/SkipLink';
export { SearchButton } from '../SearchButton';
export { Breadcrumbs } from '../Breadcrumbs';
export { VersionBadge } from '../VersionBadge';
export { CopyMarkdownButton } from '../CopyMarkdownButton';
export { TOC, TOCCollapsible } from '../TOC';
export { LastUpdated } from '../LastUpdated';
export { DocPaginator } from '../DocPaginator';
export { Seo } from '../Seo';
export { Admonition } from '../Admonition';
export { DocLink } from '../DocLink';
export { Heading } from '../Heading';
export { ScrollTable } from '../ScrollTable';
export { Figure } from '../Figure';
export { Unverified } from '../Unverified';
export { CodeBlock } from '../CodeBlock';
export { TabItem, Tabs } from '../Tabs';
export { PageError } from '../PageError';
export { OfflineNotice } from '../OfflineNotice';
export { OfflineSave } from '../OfflineSave';
export { UpdateNotice } from '../UpdateNotice';
export { ErrorPageContent } from '../ErrorPageContent';
export { GlobalStyles } from '../../theme/GlobalStyles';
export { DocPageBody } from '../DocPageView/DocPageBody';
export { NotFoundBody } from '../NotFoundBody';
