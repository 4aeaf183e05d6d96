/**
 * The HTML shell of every built page (Docusaurus `ssrTemplate`, an Eta
 * template). It differs from the default in one way: the page is painted
 * before the app's scripts start.
 *
 * With the default `<script defer>` tags in the head, the browser ran the
 * whole main bundle as soon as the HTML was parsed, and the text already in
 * the HTML was first shown only after that: on Lighthouse's throttled phone
 * the largest paint was almost all "render delay" (PERFORMANCE.md,
 * Start-up). Here a small inline loader at the end of the body adds the same
 * scripts, in the same order (`async = false`), one frame after the first
 * paint (or after 250 ms, for a tab opened in the background, which gets no
 * frames). Readers see the page at once; it becomes interactive as before.
 *
 * The page's script list is a JSON data block, not part of the loader: the
 * loader is the same text on every page, so one sha256 hash in the
 * Content-Security-Policy allows it everywhere (src/plugins/security-headers).
 *
 * The wrong-base-URL banner: Docusaurus checks at DOMContentLoaded that the
 * app has started (`window.docusaurus`), which now happens later. The loader
 * marks the app as on its way, and shows the banner itself when the main
 * script cannot be loaded, the case the banner is for (it exists on the
 * home page only: `insertBanner` is defined there).
 */
export const ssrTemplate = `<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
  <head>
    <meta charset="UTF-8">
    <meta name="generator" content="Docusaurus v<%= it.version %>">
    <% it.metaAttributes.forEach((metaAttribute) => { %>
      <%~ metaAttribute %>
    <% }); %>
    <%~ it.headTags %>
    <% it.stylesheets.forEach((stylesheet) => { %>
      <link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>" />
    <% }); %>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <%~ it.postBodyTags %>
    <script type="application/json" id="__docusaurus-scripts"><%~ JSON.stringify(it.scripts.map((script) => it.baseUrl + script)).replace(/</g, '\\u003c') %></script>
    <script>
      (function () {
        var scripts = JSON.parse(document.getElementById('__docusaurus-scripts').textContent);
        window.docusaurus = window.docusaurus || {starting: true};
        function start() {
          scripts.forEach(function (src) {
            var script = document.createElement('script');
            script.src = src;
            script.async = false;
            script.onerror = function () {
              if (typeof window.insertBanner === 'function' && !document.getElementById('__docusaurus-base-url-issue-banner-container')) {
                window.insertBanner();
              }
            };
            document.body.appendChild(script);
          });
        }
        var started = false;
        function startOnce() {
          if (!started) {
            started = true;
            start();
          }
        }
        requestAnimationFrame(function () {
          setTimeout(startOnce, 0);
        });
        // A tab opened in the background gets no frames until it is shown.
        setTimeout(startOnce, 250);
      })();
    </script>
  </body>
</html>
`;
