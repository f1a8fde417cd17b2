/** @jest-environment node */
/* The visitor flows in WebKit (WebKitGTK). */
import { describeVisitorFlows } from './visitorFlows';

describeVisitorFlows('webkit');
