#!/usr/bin/python3
"""A bare WebKitGTK (webkit2gtk-4.1) browser for WebKitWebDriver, used by the engine tests.

Why not MiniBrowser (the browser WebKitWebDriver starts by default): its toolbar keeps the
window at least 447 px wide, so a 390 px phone viewport is impossible; and classic WebDriver
cannot run a script before the page's own scripts. This window has nothing but the web view
(viewport == window size), and can add a user script at document start in every frame. The
script's messages to window.webkit.messageHandlers.engineLog are printed on stdout as
'ENGINE-LOG <json>': WebKitWebDriver inherits this stdout, and the test reads it from there.

Website data (local storage, caches, service workers) goes to --data-dir, a folder the test
creates and deletes, never to ~/.local/share.

Started by WebKitWebDriver from the capabilities:
  'webkitgtk:browserOptions': {binary: '<this file>',
      args: ['--automation', '--init-script=<file.js>', '--data-dir=<folder>']}
Needs python3-gi and gir1.2-webkit2-4.1 (Debian), and an X display (Xvfb).
It must run with Debian's /usr/bin/python3: another python3 on PATH may lack the gi module.
"""
import os
import sys

import gi

gi.require_version('Gtk', '3.0')
gi.require_version('WebKit2', '4.1')
from gi.repository import Gtk, WebKit2  # noqa: E402


def option(name):
    prefix = f'--{name}='
    return next((arg[len(prefix):] for arg in sys.argv if arg.startswith(prefix)), None)


automation = '--automation' in sys.argv
init_script = option('init-script')
data_dir = option('data-dir')

if data_dir:
    manager = WebKit2.WebsiteDataManager(base_data_directory=os.path.join(data_dir, 'data'),
                                         base_cache_directory=os.path.join(data_dir, 'cache'))
else:
    manager = WebKit2.WebsiteDataManager.new_ephemeral()
ctx = WebKit2.WebContext.new_with_website_data_manager(manager)
ctx.set_automation_allowed(automation)

content_manager = WebKit2.UserContentManager()
if init_script:
    with open(init_script, encoding='utf-8') as source:
        content_manager.add_script(WebKit2.UserScript(
            source.read(), WebKit2.UserContentInjectedFrames.ALL_FRAMES,
            WebKit2.UserScriptInjectionTime.START, None, None))


def on_message(_manager, result):
    try:  # webkit2gtk-4.1 passes a WebKitJavascriptResult
        value = result.get_js_value().to_string()
    except AttributeError:  # a JSCValue (webkitgtk-6.0)
        value = result.to_string()
    print('ENGINE-LOG ' + value, flush=True)


content_manager.connect('script-message-received::engineLog', on_message)
content_manager.register_script_message_handler('engineLog')

windows = []


def new_view(related=None):
    if related is not None:  # window.open(): shares the opener's process and session
        view = WebKit2.WebView(related_view=related, user_content_manager=content_manager,
                               is_controlled_by_automation=automation)
    else:
        view = WebKit2.WebView(web_context=ctx, user_content_manager=content_manager,
                               is_controlled_by_automation=automation)
    window = Gtk.Window()
    window.set_default_size(1280, 800)
    window.add(view)
    view.connect('close', lambda _view: window.destroy())
    view.connect('create', lambda opener, _action: new_view(opener))
    view.connect('ready-to-show', lambda _view: window.show_all())
    window.connect('destroy', on_destroy)
    windows.append(window)
    return view


def on_destroy(window):
    if window in windows:
        windows.remove(window)
    if not windows and not automation:
        Gtk.main_quit()


def on_automation_started(_ctx, session):
    info = WebKit2.ApplicationInfo()
    info.set_name('wk-automation-browser')  # WebDriver reports it as browserName
    info.set_version(WebKit2.get_major_version(), WebKit2.get_minor_version(), WebKit2.get_micro_version())
    session.set_application_info(info)

    def create_web_view(_session):
        view = new_view()
        view.get_parent().show_all()
        return view

    session.connect('create-web-view', create_web_view)


ctx.connect('automation-started', on_automation_started)
if not automation:  # by hand: wk-automation-browser.py URL
    first = new_view()
    first.get_parent().show_all()
    first.load_uri(next((arg for arg in sys.argv[1:] if not arg.startswith('-')), 'about:blank'))
Gtk.main()
