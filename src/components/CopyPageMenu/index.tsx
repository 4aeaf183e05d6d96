/**
 * "Copy page" on docs pages: copy the page as Markdown, view its Markdown,
 * copy its link. The Markdown is the page's twin (src/plugins/markdown-twins),
 * served next to its HTML.
 *
 * Only this button is in the page's first load; the menu and the copying
 * code are a separate chunk, fetched when the pointer or focus reaches the
 * button and shown when it is pressed.
 */
import React, {useCallback, useEffect, useRef, useState, type ComponentType} from 'react';
import clsx from 'clsx';
import type {MenuProps} from './Menu';
import styles from './styles.module.css';

type Props = {permalink: string};

let menuModule: Promise<ComponentType<MenuProps>> | undefined;
const loadMenu = () => (menuModule ??= import('./Menu').then((module) => module.default));

export default function CopyPageMenu({permalink}: Props): React.JSX.Element {
  const [Menu, setMenu] = useState<ComponentType<MenuProps>>();
  const [open, setOpen] = useState(false);
  const [message, setMessage] = useState('');
  const button = useRef<HTMLButtonElement>(null);
  const prepare = useCallback(() => {
    void loadMenu().then((component) => setMenu(() => component));
  }, []);
  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) {
      button.current?.focus();
    }
  }, []);
  useEffect(() => {
    if (!message) {
      return undefined;
    }
    const timer = window.setTimeout(() => setMessage(''), 4000);
    return () => window.clearTimeout(timer);
  }, [message]);
  // A new page gets a closed menu.
  useEffect(() => setOpen(false), [permalink]);
  return (
    // Not page text: the search index leaves it out, so excerpts do not start with "Copy page".
    <div className={clsx('dropdown dropdown--right', open && 'dropdown--show', styles.copyPage)} data-pagefind-ignore="all">
      <button
        ref={button}
        type="button"
        className={clsx('button button--secondary button--sm', styles.toggle)}
        aria-haspopup="menu"
        aria-expanded={open && Menu !== undefined}
        onPointerEnter={prepare}
        onFocus={prepare}
        onClick={() => {
          prepare();
          setOpen((isOpen) => !isOpen);
        }}>
        Copy page
      </button>
      {open && Menu && <Menu permalink={permalink} onClose={close} onResult={setMessage} toggle={button} />}
      <span role="status" className={clsx(styles.status, !message && styles.statusEmpty)}>
        {message}
      </span>
    </div>
  );
}
