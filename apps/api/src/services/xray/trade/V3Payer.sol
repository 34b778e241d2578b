// SPDX-License-Identifier: MIT
// What K3's two probes (TradeProbe.sol, PowerProbe.sol) share to swap with a Uniswap-V3-style pool without a router
// (issue 30 §2; docs/xray-trade.md): the pool's and the wrapped native coin's interfaces, the price limits a swap may move to, and the swap callback — Uniswap's name and
// PancakeSwap's — that pays the pool what it asks, accepting calls only from the pool a swap is under way with. The
// pool is paid with transferFrom after an approval, as a router pays it with a seller's approval.
pragma solidity ^0.8.20;

interface IPoolV3 {
    function swap(
        address recipient,
        bool zeroForOne,
        int256 amountSpecified,
        uint160 sqrtPriceLimitX96,
        bytes calldata data
    ) external returns (int256 amount0, int256 amount1);
}

interface IWrappedNative {
    function deposit() external payable;
}

interface IPayToken {
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

abstract contract V3Payer {
    /// Any price: the pool's own bounds, one step inside.
    uint160 internal constant MIN_SQRT_PRICE = 4295128740;
    uint160 internal constant MAX_SQRT_PRICE = 1461446703485210103287273052203988822378723970341;

    /// The V3 pool a swap is under way with: only it may call the swap callback.
    address internal activePool;

    function uniswapV3SwapCallback(int256 amount0Delta, int256 amount1Delta, bytes calldata data) external {
        pay(amount0Delta, amount1Delta, data);
    }

    function pancakeV3SwapCallback(int256 amount0Delta, int256 amount1Delta, bytes calldata data) external {
        pay(amount0Delta, amount1Delta, data);
    }

    /// Pays the pool what it is owed, in the token the swap named (`data`); reverts, failing the swap, when refused.
    function pay(int256 amount0Delta, int256 amount1Delta, bytes calldata data) private {
        require(msg.sender == activePool, "not the pool");
        address payToken = abi.decode(data, (address));
        uint256 owed = uint256(amount0Delta > 0 ? amount0Delta : amount1Delta);
        (bool ok, bytes memory out) = payToken.call(
            abi.encodeWithSelector(IPayToken.transferFrom.selector, address(this), msg.sender, owed)
        );
        require(ok && (out.length == 0 || (out.length >= 32 && abi.decode(out, (uint256)) == 1)), "payment refused");
    }
}
