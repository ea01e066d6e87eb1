#!/usr/bin/env bash
# Builds what the GPU check needs and runs the Vulkan backend's tests (golden images included)
# and frame benchmarks on whatever Vulkan device this machine has: an NVIDIA GPU, lavapipe, ...
#
#   tools/gpu-check.sh [BUILD_DIR]      (default build/gpu-check)
#
# On an NVIDIA machine without a display the driver is found through its EGL ICD file (the GLX
# one fails without an X server); the script uses it when VK_DRIVER_FILES is not set. Results go
# to BUILD_DIR/gpu-check/: test XML, benchmark JSON, the demo's picture and, for a failing golden
# image, the actual and diff pictures beside the golden ones in tests/data/golden/.
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."
build="${1:-build/gpu-check}"
out="${build}/gpu-check"
mkdir -p "${out}"

nvidia_icd=/usr/local/nvidia/share/vulkan/icd.d/nvidia_icd.json
if [[ -z "${VK_DRIVER_FILES:-}" && -f "${nvidia_icd}" ]]; then
  export VK_DRIVER_FILES="${nvidia_icd}"
fi
if [[ -n "${VK_DRIVER_FILES:-}" ]]; then
  for icd in ${VK_DRIVER_FILES//:/ }; do
    if [[ ! -f "${icd}" ]]; then
      echo "gpu-check: VK_DRIVER_FILES names ${icd}, which does not exist" >&2
      exit 1
    fi
  done
  echo "gpu-check: Vulkan drivers from VK_DRIVER_FILES=${VK_DRIVER_FILES}"
  # With NVIDIA's driver, every program must draw on the NVIDIA device, never fall back to
  # another one: the backend then fails, naming ARBOR_VULKAN_DEVICE, when it cannot have it.
  # shellcheck disable=SC2086 # one word per file
  if grep -qi nvidia ${VK_DRIVER_FILES//:/ } 2>/dev/null; then
    export ARBOR_VULKAN_DEVICE="${ARBOR_VULKAN_DEVICE:-NVIDIA}"
  fi
fi
if [[ -n "${ARBOR_VULKAN_DEVICE:-}" ]]; then
  echo "gpu-check: drawing only on a device named like ARBOR_VULKAN_DEVICE=${ARBOR_VULKAN_DEVICE}"
fi

missing=()
for tool in cmake ninja glslc; do
  command -v "${tool}" >/dev/null 2>&1 || missing+=("${tool}")
done
if ((${#missing[@]} > 0)); then
  echo "gpu-check: missing ${missing[*]} (tools/install-deps.sh installs them)" >&2
  exit 1
fi

if command -v vulkaninfo >/dev/null 2>&1; then
  vulkaninfo --summary 2>/dev/null | sed -n '/^Devices:/,$p' | tee "${out}/devices.txt" || true
fi

# The validation layer is used when it is installed (the tests then fail on any message).
if ls /usr/share/vulkan/explicit_layer.d/*khronos_validation* >/dev/null 2>&1; then
  export VK_INSTANCE_LAYERS=VK_LAYER_KHRONOS_validation
  echo "gpu-check: the Khronos validation layer is on"
else
  echo "gpu-check: no validation layer installed (vulkan-validationlayers): running without it"
fi

cmake -S . -B "${build}" -G Ninja -DCMAKE_BUILD_TYPE=Release -DARBOR_WARNINGS_AS_ERRORS=ON \
  -DARBOR_BUILD_TESTS=ON -DARBOR_BUILD_BENCHMARKS=ON -DARBOR_BUILD_EXAMPLES=OFF
cmake --build "${build}" -j"$(nproc)" --target arbor_rendering_vulkan_tests \
  arbor_rendering_vulkan_allocation_tests arbor_bench_vulkan_frame arbor_program

status=0
echo "== Vulkan backend tests and golden images"
"${build}/tests/rendering_vulkan/arbor_rendering_vulkan_tests" \
  --gtest_output="xml:${out}/vulkan_tests.xml" || status=1
(unset VK_INSTANCE_LAYERS; "${build}/tests/rendering_vulkan/arbor_rendering_vulkan_allocation_tests") || status=1

echo "== The demo's picture"
"${build}/apps/arbor/arbor" run --screenshot "${out}/demo.png" || status=1

echo "== Frame benchmarks"
(unset VK_INSTANCE_LAYERS
 "${build}/bench/arbor_bench_vulkan_frame" --benchmark_repetitions=5 \
   --benchmark_report_aggregates_only=true --benchmark_counters_tabular=true \
   --benchmark_out="${out}/bench_vulkan_frame.json" --benchmark_out_format=json) || status=1

echo "gpu-check: results in ${out}; $([[ ${status} == 0 ]] && echo passed || echo FAILED)"
exit "${status}"
