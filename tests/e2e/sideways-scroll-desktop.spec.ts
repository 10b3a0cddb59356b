import { describeNoSidewaysScroll } from './sideways-scroll.ts';

// Issue #14 item 4: every public page, English and Assamese, fits a 1366 px wide screen.
describeNoSidewaysScroll(1366);
