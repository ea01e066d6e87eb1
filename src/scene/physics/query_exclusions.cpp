#include "scene/physics/query_exclusions.h"

#include "arbor/core/variant/variant.h"

namespace arbor::physics {

std::vector<RID> exclusions_from_array(const Array& exclude) {
  std::vector<RID> rids;
  for (int64_t i = 0; i < exclude.size(); ++i) {
    if (const RID* rid = exclude.get(i).get_if<RID>()) rids.push_back(*rid);
  }
  return rids;
}

Array exclusions_to_array(const std::vector<RID>& exclude) {
  Array array;
  for (RID rid : exclude) array.push_back(Variant(rid));
  return array;
}

}  // namespace arbor::physics
