import { describeAnonymousPages } from './anonymous-pages.ts';

describeAnonymousPages('as', 'dark');
