/**
 * The top-level folder of the live code frame's page. It is its own folder
 * so that `_headers` can give it the one policy with 'unsafe-eval'
 * (src/plugins/security-headers); the site config, this plugin and the
 * page's result frame all read the name from here.
 */
export const liveCodeFolder = 'live-code';
