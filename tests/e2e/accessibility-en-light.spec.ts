import { describeAnonymousPages } from './anonymous-pages.ts';

describeAnonymousPages('en', 'light');
