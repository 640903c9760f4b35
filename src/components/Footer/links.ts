import type { TranslationId } from '../../i18n/fa';

export interface FooterColumn {
  titleId: TranslationId;
  links: Array<{ labelId: TranslationId; to: string }>;
}

/** Footer links: all into the docs (the only link leaving the site is the navbar's Login). */
export const footerColumns: FooterColumn[] = [
  {
    titleId: 'theme.footer.col.start',
    links: [
      { labelId: 'theme.footer.link.home', to: '/' },
      { labelId: 'theme.footer.link.introduction', to: '/introduction' },
      { labelId: 'theme.footer.link.workflow', to: '/workflow' },
      { labelId: 'theme.footer.link.postman', to: '/postman' },
      { labelId: 'theme.footer.link.pricing', to: '/pricing' },
    ],
  },
  {
    titleId: 'theme.footer.col.api',
    links: [
      { labelId: 'theme.footer.link.bot', to: '/api/bot' },
      { labelId: 'theme.footer.link.openai', to: '/api/openai' },
      { labelId: 'theme.footer.link.corpora', to: '/api/corpora' },
      { labelId: 'theme.footer.link.imagine', to: '/api/imagine' },
    ],
  },
  {
    titleId: 'theme.footer.col.guides',
    links: [
      { labelId: 'theme.footer.link.languageModel', to: '/concepts/languageModel' },
      { labelId: 'theme.footer.link.function', to: '/concepts/function' },
      { labelId: 'theme.footer.link.message', to: '/types/message' },
      { labelId: 'theme.footer.link.markdown', to: '/markdown-page' },
    ],
  },
];
