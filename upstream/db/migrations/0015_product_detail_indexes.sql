-- A product page reads its options, values and refund terms by product: their indexes are built
-- online, on tables that may already hold a large catalogue (upstream/db/online-indexes/0015_product_detail_indexes.sql).
SELECT 1;
