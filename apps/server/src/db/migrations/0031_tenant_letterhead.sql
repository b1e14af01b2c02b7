ALTER TABLE "sys_tenant" ADD COLUMN "address" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sys_tenant" ADD COLUMN "address_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sys_tenant" ADD COLUMN "phone" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sys_tenant" ADD COLUMN "email" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- hand-written data migration (keep when regenerating)
UPDATE "sys_tenant" SET "address" = '深圳市福田区华强北路 1019 号华强广场 B 座 18 楼', "address_en" = '18/F, Block B, Huaqiang Plaza, 1019 Huaqiang North Road, Futian, Shenzhen, China', "phone" = '+86 755 8888 0101', "email" = 'sales@sz.chipbridge.example' WHERE "id" = 1 AND "address" = '' AND "address_en" = '' AND "phone" = '' AND "email" = '';
--> statement-breakpoint
UPDATE "sys_tenant" SET "address" = '香港九龙观塘道 388 号创纪之城一期 12 楼', "address_en" = '12/F, Millennium City 1, 388 Kwun Tong Road, Kwun Tong, Kowloon, Hong Kong', "phone" = '+852 3188 0102', "email" = 'sales@hk.chipbridge.example' WHERE "id" = 2 AND "address" = '' AND "address_en" = '' AND "phone" = '' AND "email" = '';
--> statement-breakpoint
UPDATE "sys_tenant" SET "address" = '加拿大安大略省多伦多市央街 5000 号 1500 室', "address_en" = 'Suite 1500, 5000 Yonge Street, Toronto, ON M2N 7E9, Canada', "phone" = '+1 416 555 0103', "email" = 'sales@ca.chipbridge.example' WHERE "id" = 3 AND "address" = '' AND "address_en" = '' AND "phone" = '' AND "email" = '';
--> statement-breakpoint
UPDATE "sys_tenant" SET "address" = '美国加利福尼亚州圣克拉拉市 Mission College 大道 2350 号 400 室', "address_en" = 'Suite 400, 2350 Mission College Blvd, Santa Clara, CA 95054, USA', "phone" = '+1 408 555 0104', "email" = 'sales@us.chipbridge.example' WHERE "id" = 4 AND "address" = '' AND "address_en" = '' AND "phone" = '' AND "email" = '';
