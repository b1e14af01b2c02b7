import './i18n';
import { BUTTON_CODES, BUTTON_LABELS, type ButtonCode } from '@partdesk/shared/access/menu-tree';
import Button from 'antd/es/button';
import Checkbox from 'antd/es/checkbox';
import Input from 'antd/es/input';
import Tag from 'antd/es/tag';
import Tree from 'antd/es/tree';
import type { DataNode } from 'antd/es/tree';
import { type Key, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  allParentCodes,
  ancestorCodes,
  buttonsOn,
  countGrants,
  type GrantTreeNode,
  grantTree,
  heldScreens,
  LEAF_CODES,
  matchingCodes,
  withButton,
  withScreens,
} from './role-grants';

interface Props {
  grants: string[];
  onChange: (grants: string[]) => void;
  disabled?: boolean;
}

interface GrantDataNode extends DataNode {
  key: string;
  code: string;
  label: string;
  leaf: boolean;
  hiddenScreen: boolean;
  children?: GrantDataNode[];
}

const TREE = grantTree();

function toData(nodes: GrantTreeNode[], lang: 'zh' | 'en', keep: Set<string> | null): GrantDataNode[] {
  return nodes
    .filter((n) => !keep || keep.has(n.key))
    .map((n) => ({
      key: n.key,
      code: n.key,
      label: lang === 'zh' ? n.node.zh : n.node.en,
      leaf: !n.children,
      hiddenScreen: n.node.hidden,
      isLeaf: !n.children,
      children: n.children ? toData(n.children, lang, keep) : undefined,
    }));
}

function visibleLeaves(nodes: GrantDataNode[], out: Set<string> = new Set()): Set<string> {
  for (const n of nodes) {
    if (n.leaf) out.add(n.code);
    if (n.children) visibleLeaves(n.children, out);
  }
  return out;
}

/**
 * The spec §2 menu tree with checkboxes (labels in the current language) and, on every ticked screen,
 * its button codes 0101 / 0102 / 0103. Ticking a group ticks all its screens.
 */
export function RoleMenuTree({ grants, onChange, disabled }: Props) {
  const { t, i18n } = useTranslation('setupUi');
  const lang = i18n.language === 'en-US' ? 'en' : 'zh';
  const [filter, setFilter] = useState('');
  // Until the user opens or closes a group, the tree opens where the role holds something.
  const [expandedByUser, setExpanded] = useState<Key[] | null>(null);
  const keep = useMemo(() => matchingCodes(filter, lang), [filter, lang]);
  const data = useMemo(() => toData(TREE, lang, keep), [lang, keep]);
  const visible = useMemo(() => visibleLeaves(data), [data]);
  const held = heldScreens(grants);
  const heldSet = new Set(held);
  const expanded = expandedByUser ?? ancestorCodes(held);
  const checked = held.filter((c) => visible.has(c));
  const counts = countGrants(grants);

  const onCheck = (keys: Key[] | { checked: Key[] }) => {
    const list = (Array.isArray(keys) ? keys : keys.checked).map(String).filter((k) => LEAF_CODES.has(k));
    // Screens filtered out of view keep their state; the visible part is what the tree reports.
    const offscreen = held.filter((c) => !visible.has(c));
    // From the first tick on, groups stay as they are (no jumping open or shut under the pointer).
    if (expandedByUser === null) setExpanded(expanded);
    onChange(withScreens(grants, [...offscreen, ...list]));
  };

  const title = (node: GrantDataNode) => {
    const on = node.leaf && heldSet.has(node.code);
    const buttons = on ? buttonsOn(grants, node.code) : [];
    return (
      <span className="pd-grant-node" data-testid={`grant-${node.code}`}>
        <span>{node.label}</span>
        {node.hiddenScreen && (
          <Tag variant="filled" style={{ marginInlineStart: 6 }}>
            {t('role.hiddenMenu')}
          </Tag>
        )}
        {on && (
          // A click on a button code must not reach the tree node (it would untick the screen).
          // biome-ignore lint/a11y/noStaticElementInteractions: only stops propagation
          // biome-ignore lint/a11y/useKeyWithClickEvents: only stops propagation
          <span style={{ marginInlineStart: 12 }} onClick={(e) => e.stopPropagation()}>
            {BUTTON_CODES.map((code: ButtonCode) => (
              <Checkbox
                key={code}
                disabled={disabled}
                checked={buttons.includes(code)}
                data-testid={`button-${node.code}:${code}`}
                onChange={(e) => onChange(withButton(grants, node.code, code, e.target.checked))}
              >
                {code} {BUTTON_LABELS[code][lang]}
              </Checkbox>
            ))}
          </span>
        )}
      </span>
    );
  };

  return (
    <div className="pd-grant-tree" data-testid="role-menu-tree">
      <div style={{ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap', marginBottom: 8 }}>
        <Input.Search
          allowClear
          size="small"
          placeholder={t('role.filterMenus')}
          style={{ width: 220 }}
          onChange={(e) => {
            setFilter(e.target.value);
            setExpanded(e.target.value.trim() ? allParentCodes() : null);
          }}
        />
        <Button size="small" onClick={() => setExpanded(allParentCodes())}>
          {t('role.expandAll')}
        </Button>
        <Button size="small" onClick={() => setExpanded([])}>
          {t('role.collapseAll')}
        </Button>
        <span className="pd-muted" data-testid="grant-count">
          {t('role.grantsCount', counts)}
        </span>
      </div>
      <Tree<GrantDataNode>
        checkable
        selectable={false}
        disabled={disabled}
        treeData={data}
        checkedKeys={checked}
        expandedKeys={expanded}
        onExpand={(keys) => setExpanded(keys)}
        onCheck={onCheck}
        titleRender={title}
      />
    </div>
  );
}
