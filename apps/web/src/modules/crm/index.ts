/** What other web modules may use of crm (scripts/arch rule "web": only through this index). */
export { CustomerSelect } from './customer-select';
