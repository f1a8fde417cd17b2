/** @jest-environment node */
/* The visitor flows in Firefox ESR. */
import { describeVisitorFlows } from './visitorFlows';

describeVisitorFlows('firefox');
