/** @jest-environment node */
/* The visitor flows in Chromium. */
import { describeVisitorFlows } from './visitorFlows';

describeVisitorFlows('chromium');
