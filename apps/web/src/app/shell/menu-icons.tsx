import AccountBookOutlined from '@ant-design/icons/es/icons/AccountBookOutlined';
import AppstoreOutlined from '@ant-design/icons/es/icons/AppstoreOutlined';
import BarChartOutlined from '@ant-design/icons/es/icons/BarChartOutlined';
import DatabaseOutlined from '@ant-design/icons/es/icons/DatabaseOutlined';
import DesktopOutlined from '@ant-design/icons/es/icons/DesktopOutlined';
import ExportOutlined from '@ant-design/icons/es/icons/ExportOutlined';
import FileSearchOutlined from '@ant-design/icons/es/icons/FileSearchOutlined';
import FolderOutlined from '@ant-design/icons/es/icons/FolderOutlined';
import HomeOutlined from '@ant-design/icons/es/icons/HomeOutlined';
import MailOutlined from '@ant-design/icons/es/icons/MailOutlined';
import ProfileOutlined from '@ant-design/icons/es/icons/ProfileOutlined';
import SettingOutlined from '@ant-design/icons/es/icons/SettingOutlined';
import ShopOutlined from '@ant-design/icons/es/icons/ShopOutlined';
import ShoppingCartOutlined from '@ant-design/icons/es/icons/ShoppingCartOutlined';
import SolutionOutlined from '@ant-design/icons/es/icons/SolutionOutlined';
import TeamOutlined from '@ant-design/icons/es/icons/TeamOutlined';
import TrophyOutlined from '@ant-design/icons/es/icons/TrophyOutlined';
import type { ComponentType } from 'react';

/** IconCode of the route tree → icon (codes of packages/shared/src/access/menu-tree.ts). */
const ICONS: Record<string, ComponentType> = {
  home: HomeOutlined,
  'file-search': FileSearchOutlined,
  appstore: AppstoreOutlined,
  'shopping-cart': ShoppingCartOutlined,
  shop: ShopOutlined,
  'account-book': AccountBookOutlined,
  'bar-chart': BarChartOutlined,
  setting: SettingOutlined,
  team: TeamOutlined,
  database: DatabaseOutlined,
  desktop: DesktopOutlined,
  trophy: TrophyOutlined,
  profile: ProfileOutlined,
  solution: SolutionOutlined,
  export: ExportOutlined,
  mail: MailOutlined,
};

export function menuIcon(code: string) {
  const Icon = ICONS[code] ?? FolderOutlined;
  return <Icon />;
}
