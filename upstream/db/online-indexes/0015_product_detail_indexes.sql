CREATE INDEX CONCURRENTLY IF NOT EXISTS "attribute_values_attribute_idx" ON "attribute_values" USING btree ("attribute_id");
CREATE INDEX CONCURRENTLY IF NOT EXISTS "attributes_product_idx" ON "attributes" USING btree ("product_id");
CREATE INDEX CONCURRENTLY IF NOT EXISTS "refund_policy_items_product_idx" ON "refund_policy_items" USING btree ("product_id");