/**
 * Product categories (spec §3 category lookup: CategoryName, CategoryCode). System data: the server
 * seeds `product_category` from this list on every start; the parts resource offers it as an enum.
 * [code, 中文, English]; the English name is what the demo parts file's category column holds.
 */
export const PRODUCT_CATEGORIES = [
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
] as const satisfies readonly (readonly [string, string, string])[];

export type CategoryCode = (typeof PRODUCT_CATEGORIES)[number][0];
export const CATEGORY_CODES: readonly string[] = PRODUCT_CATEGORIES.map((c) => c[0]);
