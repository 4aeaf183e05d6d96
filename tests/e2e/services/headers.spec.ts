/**
 * The services build's Content-Security-Policy, as its `_headers` rules give
 * it: it names the services' origins, so it is a policy of its own, held to
 * what the default build's is (security-headers.spec.ts).
 */
import path from 'node:path';
import {policyRuleTests} from '../support/headerRules';
import {siteDir} from '../support/site';

policyRuleTests('services build', path.join(siteDir, 'build-services'));
