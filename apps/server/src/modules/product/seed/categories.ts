import type { Db } from '../../../core/db/client.js';
import { productCategory } from '../part/part.table.js';

/** [code, 中文, English] — the English name is what parts.tsv's category column holds. */
export const CATEGORY_SEEDS: [string, string, string][] = [
  ['MCU', '微控制器', 'MCU'],
  ['PROCESSOR', '处理器', 'Processor'],
  ['FPGA', '可编程逻辑器件', 'FPGA'],
  ['MEMORY', '存储器', 'Memory'],
  ['POWER', '电源管理', 'Power'],
  ['ANALOG', '模拟器件', 'Analog'],
  ['DATA_CONVERTER', '数据转换器', 'Data converter'],
  ['INTERFACE', '接口芯片', 'Interface'],
  ['ISOLATION', '隔离器件', 'Isolation'],
  ['LOGIC', '逻辑器件', 'Logic'],
  ['DRIVER', '驱动芯片', 'Driver'],
  ['SENSOR', '传感器', 'Sensor'],
  ['TIMING', '时钟与计时', 'Timing'],
  ['WIRELESS', '无线射频', 'Wireless'],
  ['MODULE', '模块', 'Module'],
  ['SECURITY', '安全芯片', 'Security'],
  ['DISCRETE', '分立器件', 'Discrete'],
  ['POWER_DISCRETE', '功率器件', 'Power discrete'],
  ['PROTECTION', '电路保护', 'Protection'],
  ['OPTO', '光电器件', 'Optoelectronics'],
  ['PASSIVE', '被动元件', 'Passive'],
];

/** System seed (every start, idempotent): missing categories are added, edited ones left alone. */
export async function seedProductCategories(db: Db): Promise<void> {
  await db
    .insert(productCategory)
    .values(CATEGORY_SEEDS.map(([code, name, nameEn], i) => ({ code, name, nameEn, sort: i + 1 })))
    .onConflictDoNothing();
}
